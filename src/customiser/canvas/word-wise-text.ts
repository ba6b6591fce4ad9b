import Konva from 'konva/lib/Core';
import { Text } from 'konva/lib/shapes/Text';
import { Util } from 'konva/lib/Util';
import type { Text as TextElement } from 'react-konva';
import { makeTextWordWise, type TextPrototype } from '../../engine/kernels/word-wise-text';

/**
 * The studio's straight text node: Konva.Text measured and drawn word by word, as the server's
 * print file draws it (engine/kernels/word-wise-text.ts). react-konva makes a node from the
 * class of its element's name on the Konva object, so the class is registered there.
 */
class WordWiseText extends Text {}
makeTextWordWise(WordWiseText.prototype as unknown as TextPrototype, () => Util.createCanvasElement());
(Konva as unknown as Record<string, unknown>).WordWiseText = WordWiseText;

/** The element react-konva renders as a WordWiseText (it takes Text's props). */
export const WordWiseTextElement = 'WordWiseText' as unknown as typeof TextElement;

import { useId, useState } from 'react';
import { restyleText } from '../../engine/commands/restyle-text';
import { largestFontSizeFor } from '../../engine/kernels/text-fit';
import type { TextLayer } from '../../engine/model/design';
import { printArea } from '../../engine/model/print-area';
import { MIN_FONT_SIZE } from '../../engine/model/text-options';
import { useEditorState, useStudio } from '../studio-context';
import styles from '../studio.module.css';

/**
 * A free text size, as a slider and a field, from the smallest legible size up to the largest
 * this text can have inside the print area (what a corner drag also reaches). A slide is one
 * undo step.
 */
export function TextSizeSlider({ text }: { text: TextLayer | null }) {
  const { store } = useStudio();
  const state = useEditorState();
  const sliderId = useId();
  const area = printArea(state.design.garment, state.side);
  const max = text ? largestFontSizeFor(text, area) : MIN_FONT_SIZE;
  const size = text?.fontSize ?? MIN_FONT_SIZE;
  // What is typed in the field: '4' on the way to '40' is kept as typed, not forced up to 8.
  const [typed, setTyped] = useState<string | null>(null);
  const set = (value: number) => {
    if (text && Number.isFinite(value)) store.run(restyleText, { id: text.id, style: { fontSize: Math.min(max, value) } }, { coalesceKey: `size:${text.id}` });
  };
  return (
    <div className={styles.optionGroup}>
      <label htmlFor={sliderId} className={styles.label}>
        Text size (up to {max}px for this text)
      </label>
      <div className={styles.sizeRow}>
        <input
          id={sliderId}
          type="range"
          min={MIN_FONT_SIZE}
          max={max}
          step={1}
          value={size}
          disabled={!text}
          onChange={(event) => set(event.target.valueAsNumber)}
          onPointerUp={() => store.seal()}
          onBlur={() => store.seal()}
        />
        <input
          type="number"
          aria-label="Text size in px"
          className={styles.sizeField}
          min={MIN_FONT_SIZE}
          max={max}
          step={1}
          value={typed ?? size}
          disabled={!text}
          onChange={(event) => {
            setTyped(event.target.value);
            if (event.target.valueAsNumber >= MIN_FONT_SIZE) set(event.target.valueAsNumber);
          }}
          onBlur={() => {
            setTyped(null);
            store.seal();
          }}
        />
      </div>
    </div>
  );
}

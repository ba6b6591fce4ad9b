import { useId, useState } from 'react';
import { addText } from '../../engine/commands/add-text';
import { restyleText, type TextStyle } from '../../engine/commands/restyle-text';
import type { EditorState } from '../../engine/editor-state';
import { withRecentColour } from '../../engine/model/ink-palette';
import type { TextLayer } from '../../engine/model/design';
import { DEFAULT_TEXT, FONT_SIZES, FONT_STYLES, FONT_WEIGHTS, MAX_TEXT_LENGTH } from '../../engine/model/text-options';
import { recentColoursAtom } from '../atoms';
import { useSetAtom } from '../jotai';
import { usePrintChecks } from '../print-checks';
import { useEditorState, useStudio } from '../studio-context';
import styles from '../studio.module.css';
import { FontPicker } from './font-picker';
import { InkSwatches } from './ink-swatches';
import { OptionButton } from './option-button';
import { TextSizeSlider } from './text-size-slider';
import { UnprintableNotice } from './unprintable-notice';

/** The text the panel edits: the selected text, else the top text block on the side shown. */
export function targetText(state: EditorState): TextLayer | null {
  const layers = state.design.sides[state.side];
  const selected = layers.find((l) => l.id === state.selectedId);
  if (selected?.kind === 'text') return selected;
  return [...layers].reverse().find((l): l is TextLayer => l.kind === 'text') ?? null;
}

/**
 * The spec's text controls: a text input, a colour picker (with the print inks and recent
 * colours as swatches), the font picker and font size, weight and style buttons, plus a free
 * size slider.
 * Typing when the side has no text yet starts a text block. Text that would hardly show on the
 * garment's colour is pointed out, not refused.
 */
export function TextPanel() {
  const { store } = useStudio();
  const state = useEditorState();
  const setRecent = useSetAtom(recentColoursAtom);
  const checks = usePrintChecks();
  const text = targetText(state);
  const inputId = useId();
  const colourId = useId();
  const shown = text ?? { ...DEFAULT_TEXT, content: '' };

  // A size the text cannot have inside the print area is stepped down (the engine keeps every
  // layer printable); the shopper is told rather than left wondering why the button did not take.
  const [fitNote, setFitNote] = useState<{ id: string; picked: number; used: number } | null>(null);

  const restyle = (style: TextStyle, coalesceKey?: string) => {
    if (text) store.run(restyleText, { id: text.id, style }, coalesceKey ? { coalesceKey } : undefined);
  };

  const pickSize = (fontSize: (typeof FONT_SIZES)[number]) => {
    if (!text) return;
    restyle({ fontSize });
    const now = store.getState();
    const after = now.design.sides[now.side].find((layer) => layer.id === text.id);
    const used = after?.kind === 'text' ? after.fontSize : fontSize;
    setFitNote(used < fontSize ? { id: text.id, picked: fontSize, used } : null);
  };
  const showFitNote = fitNote !== null && text?.id === fitNote.id && text.fontSize === fitNote.used;

  const pickInk = (hex: string) => {
    if (!text) return;
    restyle({ color: hex });
    setRecent((recent) => withRecentColour(recent, hex));
  };
  // The same check and words as on the layer and in the Add to cart summary (engine/model/print-quality.ts).
  const hidden = text ? checks.find((check) => check.side === state.side && check.layerId === text.id && check.kind === 'contrast') : undefined;

  const onType = (content: string) => {
    if (text) restyle({ content }, `text:${text.id}`);
    else store.run(addText, { content }, { coalesceKey: 'text:new' });
  };

  return (
    <fieldset className={styles.panel}>
      <legend>Text</legend>
      <label htmlFor={inputId} className={styles.label}>
        Your text
      </label>
      <div className={styles.row}>
        <input
          id={inputId}
          className={styles.textInput}
          value={shown.content}
          maxLength={MAX_TEXT_LENGTH}
          placeholder={DEFAULT_TEXT.content}
          onChange={(event) => onType(event.target.value)}
          onBlur={() => store.seal()}
        />
        <label className={styles.colourLabel}>
          <span className={styles.visuallyHidden}>Text colour</span>
          <input
            id={colourId}
            type="color"
            className={styles.colourInput}
            value={shown.color}
            disabled={!text}
            onChange={(event) => text && restyle({ color: event.target.value }, `colour:${text.id}`)}
            onBlur={() => {
              store.seal();
              // The picker's last colour (not every one passed on the way) becomes a recent one.
              if (text) setRecent((recent) => withRecentColour(recent, text.color));
            }}
          />
        </label>
      </div>
      <InkSwatches current={shown.color} disabled={!text} onPick={pickInk} />
      {hidden ? (
        <p className={styles.warning} role="status" data-testid="contrast-warning">
          {hidden.message} Pick a lighter or darker ink, or keep it if that is the look you want.
        </p>
      ) : null}
      <UnprintableNotice />
      <button type="button" className={styles.secondary} onClick={() => store.run(addText, undefined)}>
        Add another text
      </button>
      <FontPicker text={text} />
      <OptionGroup label="Font size" options={FONT_SIZES} current={shown.fontSize} disabled={!text} format={(s) => `${s}px`} onPick={pickSize} />
      <TextSizeSlider text={text} />
      {showFitNote ? (
        <p className={styles.hint} role="status">
          {fitNote.picked}px does not fit the print area with this text, so {fitNote.used}px is used.
        </p>
      ) : null}
      <OptionGroup label="Font weight" options={FONT_WEIGHTS} current={shown.fontWeight} disabled={!text} onPick={(fontWeight) => restyle({ fontWeight })} />
      <OptionGroup label="Font style" options={FONT_STYLES} current={shown.fontStyle} disabled={!text} onPick={(fontStyle) => restyle({ fontStyle })} />
    </fieldset>
  );
}

function OptionGroup<T extends string | number>(props: { label: string; options: readonly T[]; current: string | number; disabled: boolean; format?: (value: T) => string; onPick: (value: T) => void }) {
  const { label, options, current, disabled, format, onPick } = props;
  return (
    <div role="group" aria-label={label} className={styles.optionGroup}>
      <span className={styles.label} aria-hidden="true">
        {label}
      </span>
      <div className={styles.row}>
        {options.map((option) => (
          <OptionButton key={option} pressed={!disabled && option === current} disabled={disabled} onClick={() => onPick(option)}>
            {format ? format(option) : String(option)}
          </OptionButton>
        ))}
      </div>
    </div>
  );
}

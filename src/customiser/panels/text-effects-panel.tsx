import { useId } from 'react';
import type { Command } from '../../engine/commands/command';
import { setLetterSpacing } from '../../engine/commands/set-letter-spacing';
import { setLineHeight } from '../../engine/commands/set-line-height';
import { setTextAlign } from '../../engine/commands/set-text-align';
import { setTextCurve } from '../../engine/commands/set-text-curve';
import { setTextOutline } from '../../engine/commands/set-text-outline';
import { setTextShadow } from '../../engine/commands/set-text-shadow';
import {
  DEFAULT_OUTLINE,
  DEFAULT_SHADOW,
  DEFAULT_TEXT_ALIGN,
  MAX_CURVE,
  MAX_LETTER_SPACING,
  MAX_LINE_HEIGHT,
  MAX_OUTLINE_WIDTH,
  MAX_SHADOW_BLUR,
  MAX_SHADOW_OFFSET,
  MIN_CURVE,
  MIN_LETTER_SPACING,
  MIN_LINE_HEIGHT,
  TEXT_ALIGNS,
  type TextAlign,
} from '../../engine/model/text-effects';
import type { TextLayer } from '../../engine/model/design';
import { TEXT_LINE_HEIGHT } from '../../engine/model/text-options';
import { useEditorState, useStudio } from '../studio-context';
import styles from '../studio.module.css';
import { EffectSlider } from './effect-slider';
import { OptionButton } from './option-button';
import { targetText } from './text-panel';

const ALIGN_LABELS: Record<TextAlign, string> = { left: 'Left', center: 'Centre', right: 'Right' };
const px = (value: number) => `${value} px`;

/** Runs one engine command on the text being edited; `coalesce` makes a slide one undo step. */
type RunOnText = <Args>(command: Command<Args>, args: (id: string) => Args, coalesce?: string) => void;

/**
 * The text effects of the text the Text panel edits: curve, outline, shadow, letter spacing,
 * line height and alignment. Every control is one engine command (undo/redo); a slide is one
 * undo step. On a phone the canvas stays pinned above, so each change is seen as it is made.
 */
export function TextEffectsPanel() {
  const { store } = useStudio();
  const state = useEditorState();
  const text = targetText(state);
  const outlineColourId = useId();
  const shadowColourId = useId();
  const disabled = !text;

  const run: RunOnText = (command, args, coalesce) => {
    if (text) store.run(command, args(text.id), coalesce ? { coalesceKey: `${coalesce}:${text.id}` } : undefined);
  };
  const seal = () => store.seal();

  return (
    <fieldset className={styles.panel}>
      <legend>Text effects</legend>
      {disabled ? <p className={styles.hint}>Add a text to curve, outline or shade it.</p> : null}
      <EffectSlider
        label="Curve"
        min={MIN_CURVE}
        max={MAX_CURVE}
        step={1}
        value={text?.curve ?? 0}
        disabled={disabled}
        format={(value) => (value === 0 ? 'Straight' : value > 0 ? `Arch ${value}` : `Smile ${-value}`)}
        onSlide={(curve) => run(setTextCurve, (id) => ({ id, curve }), 'curve')}
      />

      <OutlineOptions colourId={outlineColourId} text={text} run={run} seal={seal} />

      <ShadowOptions colourId={shadowColourId} text={text} run={run} seal={seal} />

      <EffectSlider
        label="Letter spacing"
        min={MIN_LETTER_SPACING}
        max={MAX_LETTER_SPACING}
        step={0.5}
        value={text?.letterSpacing ?? 0}
        disabled={disabled}
        format={px}
        onSlide={(letterSpacing) => run(setLetterSpacing, (id) => ({ id, letterSpacing }), 'spacing')}
      />
      <EffectSlider
        label="Line height"
        min={MIN_LINE_HEIGHT}
        max={MAX_LINE_HEIGHT}
        step={0.1}
        value={text?.lineHeight ?? TEXT_LINE_HEIGHT}
        disabled={disabled}
        format={(value) => `${value.toFixed(1)}x`}
        onSlide={(lineHeight) => run(setLineHeight, (id) => ({ id, lineHeight }), 'line-height')}
      />
      <AlignmentOptions text={text} run={run} />
    </fieldset>
  );
}

interface EffectGroupProps {
  /** The colour input's id (the panel's useId, so the page's ids stay as they were). */
  colourId: string;
  /** The text being edited, or null when there is none (every control disabled). */
  text: TextLayer | null;
  run: RunOnText;
  /** Ends the undo step a colour picker's drags made. */
  seal: () => void;
}

interface EffectColourProps {
  id: string;
  /** Read by screen readers only: the well shows the colour itself. */
  label: string;
  value: string;
  disabled: boolean;
  onPick: (colour: string) => void;
  /** When the picker closes (its drags were one undo step). */
  onDone: () => void;
}

/** A colour well with its label: the outline's and the shadow's. */
function EffectColour({ id, label, value, disabled, onPick, onDone }: EffectColourProps) {
  return (
    <>
      <label htmlFor={id} className={styles.visuallyHidden}>
        {label}
      </label>
      <input id={id} type="color" className={styles.colourInput} value={value} disabled={disabled} onChange={(event) => onPick(event.target.value)} onBlur={onDone} />
    </>
  );
}

/** The outline's colour and width. */
function OutlineOptions({ colourId, text, run, seal }: EffectGroupProps) {
  const disabled = !text;
  const outline = text?.outline;
  return (
    <div role="group" aria-label="Outline options" className={styles.effectGroup}>
      <span className={styles.label} aria-hidden="true">
        Outline
      </span>
      <div className={styles.effectRow}>
        <EffectColour
          id={colourId}
          label="Outline colour"
          value={outline?.color ?? DEFAULT_OUTLINE.color}
          disabled={disabled}
          onPick={(color) => run(setTextOutline, (id) => ({ id, outline: { color } }), 'outline-colour')}
          onDone={seal}
        />
        <EffectSlider
          label="Outline width"
          min={0}
          max={MAX_OUTLINE_WIDTH}
          step={0.5}
          value={outline?.width ?? 0}
          disabled={disabled}
          format={(value) => (value === 0 ? 'None' : px(value))}
          onSlide={(width) => run(setTextOutline, (id) => ({ id, outline: { width } }), 'outline-width')}
        />
      </div>
    </div>
  );
}

/** The shadow on or off, its colour, and how far across and down and how blurred it falls. */
function ShadowOptions({ colourId, text, run, seal }: EffectGroupProps) {
  const disabled = !text;
  const shadow = text?.shadow;
  return (
    <div role="group" aria-label="Shadow options" className={styles.effectGroup}>
      <div className={styles.effectRow}>
        <label className={styles.checkLabel}>
          <input
            type="checkbox"
            checked={shadow !== undefined}
            disabled={disabled}
            onChange={(event) => run(setTextShadow, (id) => ({ id, shadow: event.target.checked ? {} : null }))}
          />
          Shadow
        </label>
        <EffectColour
          id={colourId}
          label="Shadow colour"
          value={shadow?.color ?? DEFAULT_SHADOW.color}
          disabled={disabled || !shadow}
          onPick={(color) => run(setTextShadow, (id) => ({ id, shadow: { color } }), 'shadow-colour')}
          onDone={seal}
        />
      </div>
      {shadow ? (
        <div className={styles.effectRow}>
          <EffectSlider label="Shadow across" min={-MAX_SHADOW_OFFSET} max={MAX_SHADOW_OFFSET} step={1} value={shadow.offsetX} disabled={disabled} format={px} onSlide={(offsetX) => run(setTextShadow, (id) => ({ id, shadow: { offsetX } }), 'shadow-x')} />
          <EffectSlider label="Shadow down" min={-MAX_SHADOW_OFFSET} max={MAX_SHADOW_OFFSET} step={1} value={shadow.offsetY} disabled={disabled} format={px} onSlide={(offsetY) => run(setTextShadow, (id) => ({ id, shadow: { offsetY } }), 'shadow-y')} />
          <EffectSlider label="Shadow blur" min={0} max={MAX_SHADOW_BLUR} step={1} value={shadow.blur} disabled={disabled} format={px} onSlide={(blur) => run(setTextShadow, (id) => ({ id, shadow: { blur } }), 'shadow-blur')} />
        </div>
      ) : null}
    </div>
  );
}

/** Left, centre or right. */
function AlignmentOptions({ text, run }: { text: TextLayer | null; run: RunOnText }) {
  const disabled = !text;
  return (
    <div role="group" aria-label="Alignment" className={styles.optionGroup}>
      <span className={styles.label} aria-hidden="true">
        Alignment
      </span>
      <div className={styles.row}>
        {TEXT_ALIGNS.map((align) => (
          <OptionButton key={align} pressed={!disabled && (text?.align ?? DEFAULT_TEXT_ALIGN) === align} disabled={disabled} aria-label={`Align ${ALIGN_LABELS[align].toLowerCase()}`} onClick={() => run(setTextAlign, (id) => ({ id, align }))}>
            {ALIGN_LABELS[align]}
          </OptionButton>
        ))}
      </div>
    </div>
  );
}

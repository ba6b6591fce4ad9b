import type { TextFontFamily } from '../../shared/text-font-families';
import { fontStackFor } from '../../shared/print-font-stack';
import styles from '../studio.module.css';
import { FONT_PREVIEW_CSS_HEIGHT } from '../../shared/font-preview-size';
import { FONT_PREVIEWS } from './font-previews.gen';
import previewsUrl from './font-previews.webp';

const rows: Readonly<Record<string, { row: number; width: number }>> = FONT_PREVIEWS.rows;

/**
 * A family's name in its own face, in the font picker. The name is cut from font-previews.webp
 * (drawn by Skia from the print files: src/server/cli/gen-font-previews.ts), used as a mask over
 * the text colour, so ten families cost one 10 kB image rather than ten font files (198 kB).
 * The name stays text for screen readers. The default family is the storefront's own face,
 * already loaded, so it is plain text.
 */
export function FontSample({ family }: { family: TextFontFamily }) {
  const preview = rows[family.id];
  if (!preview) {
    return (
      <span className={styles.fontSample} style={{ fontFamily: fontStackFor(family.id) }}>
        {family.name}
      </span>
    );
  }
  const mask = {
    maskImage: `url(${previewsUrl})`,
    maskSize: `${FONT_PREVIEWS.width}px auto`,
    maskPosition: `0 ${-preview.row * FONT_PREVIEW_CSS_HEIGHT}px`,
    maskRepeat: 'no-repeat',
  };
  return (
    <span className={styles.fontSample}>
      <span className={styles.visuallyHidden}>{family.name}</span>
      <span
        aria-hidden="true"
        className={styles.fontPreview}
        style={{
          width: `${preview.width}px`,
          height: `${FONT_PREVIEW_CSS_HEIGHT}px`,
          ...mask,
          // Chromium before 120 and older Android WebViews know only the prefixed mask.
          WebkitMaskImage: mask.maskImage,
          WebkitMaskSize: mask.maskSize,
          WebkitMaskPosition: mask.maskPosition,
          WebkitMaskRepeat: mask.maskRepeat,
        }}
      />
    </span>
  );
}

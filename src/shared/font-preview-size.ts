/** The studio font picker's preview names (src/customiser/panels/font-previews.webp): font size and row height in CSS px, as .fontSample sets them (1.2rem, line height 1.3). */
export const FONT_PREVIEW_CSS_SIZE = 19.2;
export const FONT_PREVIEW_CSS_HEIGHT = 25;
/** Device pixels per CSS px in the image: sharp on a phone's 2-3x screen without a large file. */
export const FONT_PREVIEW_DENSITY = 2.5;

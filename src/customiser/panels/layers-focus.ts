/** Id of the layer list's heading, which takes focus when the focused layer is deleted. */
export const LAYERS_TITLE_ID = 'studio-layers-title';

/** After a delete the focused button is gone: focus goes to the list's heading, not the page. */
export function focusLayersTitle() {
  document.getElementById(LAYERS_TITLE_ID)?.focus();
}

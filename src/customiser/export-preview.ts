import type Konva from 'konva';
import { PREVIEW_SIZE } from './canvas/stage-geometry';

/**
 * The stage as a PREVIEW_SIZE-square PNG (garment, colour and design), without the studio's
 * guides, x buttons and handles. Returns a data URL.
 */
export function exportPreviewPng(stage: Konva.Stage): string {
  const ui = stage.find('.ui-layer');
  for (const layer of ui) layer.hide();
  try {
    return stage.toDataURL({ mimeType: 'image/png', pixelRatio: PREVIEW_SIZE / stage.width() });
  } finally {
    for (const layer of ui) layer.show();
  }
}

/** Starts a browser download of a data or blob URL. */
export function downloadDataUrl(dataUrl: string, fileName: string) {
  const link = document.createElement('a');
  link.href = dataUrl;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}

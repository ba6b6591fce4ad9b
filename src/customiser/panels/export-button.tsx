import { useState } from 'react';
import { zoomedAtom } from '../atoms';
import { previewFileWithDesign } from '../design-file';
import { exportPreviewPng, downloadDataUrl } from '../export-preview';
import { useAtom } from '../jotai';
import { useEditorState, useStudio } from '../studio-context';
import styles from '../studio.module.css';

/**
 * 'Download preview': the side shown as a PNG with the garment and its colour. The file also
 * holds the design (an iTXt chunk), so opening it in the studio brings the design back.
 */
export function ExportButton() {
  const { stageRef, resolveSrc } = useStudio();
  const { design, side } = useEditorState();
  const [zoomed, setZoomed] = useAtom(zoomedAtom);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    // The preview is always the whole garment: zoom out for the export, then back in.
    if (zoomed) {
      setZoomed(false);
      await nextFrames(2);
    }
    const stage = stageRef.current;
    const fileName = `${design.garment}-${design.color}-${side}-preview.png`.replace(/\s+/g, '-');
    const preview = stage ? exportPreviewPng(stage) : null;
    if (zoomed) setZoomed(true);
    if (!preview) return;
    setBusy(true);
    try {
      const url = URL.createObjectURL(await previewFileWithDesign(preview, design, resolveSrc));
      downloadDataUrl(url, fileName);
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch {
      // The design could not be written in (a browser without compression streams): the picture alone.
      downloadDataUrl(preview, fileName);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className={styles.secondary} onClick={() => void download()} disabled={busy}>
      Download preview
    </button>
  );
}

function nextFrames(count: number): Promise<void> {
  return new Promise((resolve) => {
    const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
    step(count);
  });
}

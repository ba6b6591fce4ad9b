import { zoomedAtom } from '../atoms';
import { exportPreviewPng, downloadDataUrl } from '../export-preview';
import { useAtom } from '../jotai';
import { useEditorState, useStudio } from '../studio-context';
import styles from '../studio.module.css';

/** 'Download preview': the side shown as a PNG with the garment and its colour. */
export function ExportButton() {
  const { stageRef } = useStudio();
  const { design, side } = useEditorState();
  const [zoomed, setZoomed] = useAtom(zoomedAtom);
  const download = async () => {
    // The preview is always the whole garment: zoom out for the export, then back in.
    if (zoomed) {
      setZoomed(false);
      await nextFrames(2);
    }
    const stage = stageRef.current;
    if (stage) downloadDataUrl(exportPreviewPng(stage), `${design.garment}-${design.color}-${side}-preview.png`.replace(/\s+/g, '-'));
    if (zoomed) setZoomed(true);
  };
  return (
    <button type="button" className={styles.secondary} onClick={() => void download()}>
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

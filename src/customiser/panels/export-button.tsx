import { exportPreviewPng, downloadDataUrl } from '../export-preview';
import { useEditorState, useStudio } from '../studio-context';
import styles from '../studio.module.css';

/** 'Download preview': the side shown as a PNG with the garment and its colour. */
export function ExportButton() {
  const { stageRef } = useStudio();
  const { design, side } = useEditorState();
  const download = () => {
    const stage = stageRef.current;
    if (stage) downloadDataUrl(exportPreviewPng(stage), `${design.garment}-${design.color}-${side}-preview.png`.replace(/\s+/g, '-'));
  };
  return (
    <button type="button" className={styles.secondary} onClick={download}>
      Download preview
    </button>
  );
}

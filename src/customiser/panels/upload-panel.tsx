import { useId, useState } from 'react';
import { addImage } from '../../engine/commands/add-graphic';
import { useStudio } from '../studio-context';
import styles from '../studio.module.css';

/** What the host does with a chosen file: store it and say where it lives and how big it is. */
export type UploadImage = (file: File) => Promise<{ src: string; width: number; height: number }>;

/** 'Add your own image' (PNG, JPEG or SVG): the host uploads it; the studio places it. */
export function UploadPanel({ uploadImage }: { uploadImage: UploadImage }) {
  const { store, stageRef } = useStudio();
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setError('');
    try {
      const stored = await uploadImage(file);
      store.run(addImage, { src: stored.src, naturalWidth: stored.width, naturalHeight: stored.height });
      stageRef.current?.container().scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    } catch (problem) {
      setError(problem instanceof Error ? problem.message : 'The image could not be uploaded. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <fieldset className={styles.panel}>
      <legend>Your own image</legend>
      <label htmlFor={inputId} className={styles.secondary} data-busy={busy || undefined} style={{ display: 'inline-flex', alignItems: 'center', justifyContent: 'center' }}>
        {busy ? 'Uploading...' : 'Upload PNG, JPEG or SVG'}
      </label>
      <input
        id={inputId}
        type="file"
        accept="image/png,image/jpeg,image/svg+xml"
        className={styles.visuallyHidden}
        disabled={busy}
        onChange={(event) => {
          void onFile(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      {error ? (
        <p role="alert" className={styles.hint}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

import { useCallback, useId, useState } from 'react';
import { addImage } from '../../engine/commands/add-graphic';
import type { Design } from '../../engine/model/design';
import { designInFile } from '../design-file';
import type { StudioContextValue } from '../studio-context';
import styles from '../studio.module.css';

/** What the host does with a chosen file: store it and say where it lives and how big it is. */
export type UploadImage = (file: File) => Promise<{ src: string; width: number; height: number }>;

/**
 * What the host does with a design found inside a PNG: open it. The file comes along, since the
 * pictures it carries are the host's (the server's) to check and store.
 */
export type OpenDesign = (design: Design, file: File) => Promise<void> | void;

export interface FileOpener {
  busy: boolean;
  error: string;
  open: (file: File | undefined) => Promise<void>;
}

/**
 * A chosen or dropped file: a PNG that holds a design (a studio preview) opens that design;
 * any other picture is uploaded and placed as a layer, as before.
 */
export function useFileOpener({ store, stageRef }: Pick<StudioContextValue, 'store' | 'stageRef'>, uploadImage: UploadImage | undefined, onOpenDesign: OpenDesign | undefined): FileOpener {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const open = useCallback(
    async (file: File | undefined) => {
      if (!file || !uploadImage) return;
      setBusy(true);
      setError('');
      try {
        const found = onOpenDesign ? await designInFile(file) : { kind: 'picture' as const };
        if (found.kind === 'design') {
          await onOpenDesign!(found.design, file);
          return;
        }
        if (found.kind === 'refused') {
          setError(found.message);
          return;
        }
        const stored = await uploadImage(file);
        store.run(addImage, { src: stored.src, naturalWidth: stored.width, naturalHeight: stored.height });
        stageRef.current?.container().scrollIntoView({ block: 'nearest', behavior: 'smooth' });
      } catch (problem) {
        setError(problem instanceof Error ? problem.message : 'The image could not be uploaded. Please try again.');
      } finally {
        setBusy(false);
      }
    },
    [uploadImage, onOpenDesign, store, stageRef],
  );
  return { busy, error, open };
}

/** 'Add your own image' (PNG, JPEG or SVG): the host uploads it; the studio places it. A studio preview PNG opens its design. */
export function UploadPanel({ opener }: { opener: FileOpener }) {
  const inputId = useId();
  const { busy, error, open } = opener;
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
          void open(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <p className={styles.hint}>A preview downloaded from this studio opens its design again. You can also drop a file on the studio.</p>
      {error ? (
        <p role="alert" className={styles.hint}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

import { useEffect, useMemo, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { ACCEPTED_IMAGE_TYPES, imageProblem } from '../../../../../shared/image-upload';
import { CENTRE, type FocalPoint } from '../../../../../shared/focal-crop';
import { PRODUCT_FRAMES } from './crop-frames';
import { FieldError } from '../../../../components/staff/form-controls';
import { FocalPointPicker } from './focal-point-picker';
import styles from '../../../../components/staff/staff-styles';

function Thumb({ file, onRemove, onFocus }: { file: File; onRemove: () => void; onFocus: (() => void) | null }) {
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return (
    <li className={styles.thumb}>
      <img src={url} alt="" width={96} height={120} />
      <span>{file.name}</span>
      {onFocus ? (
        <Button variant="ghost" onClick={onFocus} aria-label={`Focal point of ${file.name}`}>
          Focal point
        </Button>
      ) : null}
      <Button variant="ghost" onClick={onRemove} aria-label={`Remove ${file.name}`}>
        Remove
      </Button>
    </li>
  );
}

/** The focal point of one chosen photo, with its 4:5 previews. */
function PhotoFocus({ file, focal, onChange }: { file: File; focal: FocalPoint; onChange: (focal: FocalPoint) => void }) {
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return <FocalPointPicker src={url} value={focal} onChange={onChange} frames={PRODUCT_FRAMES} label={`Focal point of ${file.name}`} />;
}

/**
 * The product photo input of the add-product form, also used by the edit screen: choose
 * JPEG, PNG or WebP files (checked in the browser as the server will by content), see them,
 * take one out again. `files` are the chosen photos not yet sent. With `focals`, each photo also
 * gets a focal point the server cuts it round (the centre unless moved).
 */
export function PhotoInput({
  id,
  files,
  onChange,
  listLabel,
  error,
  label = 'Images',
  hint = 'JPEG, PNG or WebP, up to 10 MB each. The first is the cover.',
  focals,
  onFocalsChange,
}: {
  id: string;
  files: File[];
  onChange: (files: File[]) => void;
  listLabel: string;
  error?: string | undefined;
  label?: string;
  hint?: string;
  focals?: ReadonlyMap<File, FocalPoint> | undefined;
  onFocalsChange?: ((focals: ReadonlyMap<File, FocalPoint>) => void) | undefined;
}) {
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [focusing, setFocusing] = useState<File | null>(null);
  const addFiles = (chosen: File[]) => {
    const problems = chosen.map(imageProblem).filter((problem): problem is string => problem !== null);
    setFileProblem(problems.length > 0 ? problems.join(' ') : null);
    const good = chosen.filter((file) => imageProblem(file) === null);
    if (good.length > 0) onChange([...files, ...good]);
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        type="file"
        multiple
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        onChange={(event) => {
          addFiles([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        {hint}
      </p>
      {files.length > 0 ? (
        <ul className={styles.thumbs} aria-label={listLabel}>
          {files.map((file, i) => (
            <Thumb key={`${file.name}-${i}`} file={file} onFocus={onFocalsChange ? () => setFocusing(file) : null} onRemove={() => onChange(files.filter((_, j) => j !== i))} />
          ))}
        </ul>
      ) : null}
      {onFocalsChange && focusing && files.includes(focusing) ? (
        <PhotoFocus file={focusing} focal={focals?.get(focusing) ?? CENTRE} onChange={(next) => onFocalsChange(new Map(focals).set(focusing, next))} />
      ) : null}
      {fileProblem ? <p className={styles.error}>{fileProblem}</p> : null}
      <FieldError id={id} error={error} />
    </div>
  );
}

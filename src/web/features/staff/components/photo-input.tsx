import { useEffect, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ACCEPTED_IMAGE_TYPES, imageProblem } from '../logic/product-form';
import { FieldError } from './form-controls';
import styles from './staff.module.css';

function Thumb({ file, onRemove }: { file: File; onRemove: () => void }) {
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return (
    <li className={styles.thumb}>
      <img src={url} alt="" width={96} height={120} />
      <span>{file.name}</span>
      <Button variant="ghost" onClick={onRemove} aria-label={`Remove ${file.name}`}>
        Remove
      </Button>
    </li>
  );
}

/**
 * The product photo input of the add-product form, also used by the edit screen: choose
 * JPEG, PNG or WebP files (checked in the browser as the server will by content), see them,
 * take one out again. `files` are the chosen photos not yet sent.
 */
export function PhotoInput({
  id,
  files,
  onChange,
  listLabel,
  error,
  label = 'Images',
  hint = 'JPEG, PNG or WebP, up to 10 MB each. The first is the cover.',
}: {
  id: string;
  files: File[];
  onChange: (files: File[]) => void;
  listLabel: string;
  error?: string | undefined;
  label?: string;
  hint?: string;
}) {
  const [fileProblem, setFileProblem] = useState<string | null>(null);
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
            <Thumb key={`${file.name}-${i}`} file={file} onRemove={() => onChange(files.filter((_, j) => j !== i))} />
          ))}
        </ul>
      ) : null}
      {fileProblem ? <p className={styles.error}>{fileProblem}</p> : null}
      <FieldError id={id} error={error} />
    </div>
  );
}

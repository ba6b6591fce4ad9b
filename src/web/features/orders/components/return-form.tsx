import { useId } from 'react';
import { Link } from 'react-router-dom';
import { MAX_RETURN_NOTE, MAX_RETURN_PHOTOS, RETURN_POLICY_POINTS, RETURN_REASONS } from '../../../../shared/return-rules';
import { Button } from '../../../components/ui/button';
import { Form } from '../../../components/ui/form';
import type { ShopOrder } from '../api/order-calls';
import { PHOTO_TYPES, useReturnForm } from '../hooks/use-return-form';
import styles from './return-form.module.css';

/**
 * The return form (beyond the spec's one-tap return): the published policy in words, a reason
 * from the list, an optional note and up to 3 photos. What the shopper chose stays if the
 * server refuses it; its message says what to change.
 */
export function ReturnForm({ order, onClose, onDone }: { order: ShopOrder; onClose: () => void; onDone: (message: string) => void }) {
  const id = useId();
  const { reason, chooseReason, note, setNote, photos, addPhotos, removePhoto, problem, sending, submit } = useReturnForm(id, order, onDone);

  const reasonError = problem?.field === 'reason' ? problem.text : null;
  const photosError = problem?.field === 'photos' ? problem.text : null;
  return (
    <Form className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.title}>
        Return this order
      </h3>
      <ReturnPolicy />
      <ReturnReasons id={id} reason={reason} error={reasonError} onChoose={chooseReason} />
      <div className={styles.field}>
        <label htmlFor={`${id}-note`} className={styles.label}>
          Anything else we should know? <span className={styles.optional}>(optional)</span>
        </label>
        <textarea id={`${id}-note`} className={styles.input} rows={3} maxLength={MAX_RETURN_NOTE} value={note} onChange={(event) => setNote(event.target.value)} />
      </div>
      <ReturnPhotos id={id} photos={photos} error={photosError} onAdd={addPhotos} onRemove={removePhoto} />
      {problem?.field === 'form' ? (
        <p className={styles.error} role="alert">
          {problem.text}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={sending} aria-busy={sending || undefined}>
          {sending ? 'Loading...' : 'Send return request'}
        </Button>
        <Button variant="ghost" onClick={onClose} disabled={sending}>
          Keep order
        </Button>
      </div>
    </Form>
  );
}

/** The published return policy, in words, with the link to the whole of it. */
function ReturnPolicy() {
  return (
    <div className={styles.policy}>
      <p className={styles.policyTitle}>Our return policy</p>
      <ul>
        {RETURN_POLICY_POINTS.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <Link to="/return-cancellation">Read the Cancellation and Returns policy</Link>
    </div>
  );
}

interface ReturnReasonsProps {
  /** The form's id, which the radios' ids start with. */
  id: string;
  reason: string;
  error: string | null;
  onChoose: (reason: string) => void;
}

/** The reasons to choose one of, and what is wrong when none is. */
function ReturnReasons({ id, reason, error, onChoose }: ReturnReasonsProps) {
  return (
    <fieldset className={styles.reasons} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-reason-error` : undefined}>
      <legend className={styles.legend}>Why are you returning it?</legend>
      {RETURN_REASONS.map((option) => (
        <label key={option.value} className={styles.reason}>
          <input
            type="radio"
            id={`${id}-reason-${option.value}`}
            name={`${id}-reason`}
            value={option.value}
            checked={reason === option.value}
            onChange={() => onChoose(option.value)}
          />
          {option.label}
        </label>
      ))}
      {error ? (
        <p id={`${id}-reason-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

interface ReturnPhotosProps {
  /** The form's id, which the field's ids start with. */
  id: string;
  photos: File[];
  error: string | null;
  onAdd: (files: FileList | null) => void;
  onRemove: (index: number) => void;
}

/** Up to MAX_RETURN_PHOTOS photos to send with the request, each of which may be taken off again. */
function ReturnPhotos({ id, photos, error, onAdd, onRemove }: ReturnPhotosProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={`${id}-photos`} className={styles.label}>
        Photos <span className={styles.optional}>(optional, up to {MAX_RETURN_PHOTOS})</span>
      </label>
      <p id={`${id}-photos-hint`} className={styles.hint}>
        A photo of a tear, a stain or a misprint helps us decide quickly. JPEG, PNG or WebP, at most 10 MB each.
      </p>
      <input
        id={`${id}-photos`}
        type="file"
        accept={PHOTO_TYPES.join(',')}
        multiple
        disabled={photos.length >= MAX_RETURN_PHOTOS}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-photos-hint`, error ? `${id}-photos-error` : ''].filter(Boolean).join(' ')}
        onChange={(event) => {
          onAdd(event.target.files);
          event.target.value = '';
        }}
      />
      {error ? (
        <p id={`${id}-photos-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {photos.length > 0 ? (
        <ul className={styles.photos} aria-label="Photos to send">
          {photos.map((photo, index) => (
            <li key={`${photo.name}-${index}`}>
              <span>{photo.name}</span>
              <Button variant="ghost" onClick={() => onRemove(index)} aria-label={`Remove ${photo.name}`}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

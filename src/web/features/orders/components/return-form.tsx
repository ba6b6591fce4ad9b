import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { messageOf } from '../../../../api/errors';
import { MAX_RETURN_NOTE, MAX_RETURN_PHOTOS, RETURN_MESSAGES, RETURN_POLICY_POINTS, RETURN_REASONS } from '../../../../shared/return-rules';
import { Button } from '../../../components/ui/button';
import { Form } from '../../../components/ui/form';
import type { ShopOrder } from '../api/order-calls';
import { useReturnRequest } from '../hooks/use-orders';
import styles from './return-form.module.css';

const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/**
 * The return form (beyond the spec's one-tap return): the published policy in words, a reason
 * from the list, an optional note and up to 3 photos. What the shopper chose stays if the
 * server refuses it; its message says what to change.
 */
export function ReturnForm({ order, onClose, onDone }: { order: ShopOrder; onClose: () => void; onDone: (message: string) => void }) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [problem, setProblem] = useState<{ field: 'reason' | 'photos' | 'form'; text: string } | null>(null);
  const send = useReturnRequest();

  const addPhotos = (files: FileList | null) => {
    const picked = Array.from(files ?? []);
    const wrong = picked.find((file) => !PHOTO_TYPES.includes(file.type) || file.size > MAX_PHOTO_BYTES);
    if (wrong) {
      setProblem({ field: 'photos', text: `"${wrong.name}" is not a JPEG, PNG or WebP photo of at most 10 MB.` });
      return;
    }
    const next = [...photos, ...picked];
    if (next.length > MAX_RETURN_PHOTOS) {
      setProblem({ field: 'photos', text: RETURN_MESSAGES.tooManyPhotos });
      return;
    }
    setProblem(null);
    setPhotos(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setProblem({ field: 'reason', text: RETURN_MESSAGES.reasonRequired });
      document.getElementById(`${id}-reason-${RETURN_REASONS[0].value}`)?.focus();
      return;
    }
    setProblem(null);
    send.mutate(
      { ref: { orderId: order._id, trackingId: order.trackingId }, reason, note, photos },
      {
        onSuccess: (message) => onDone(message),
        onError: (error) => setProblem({ field: 'form', text: messageOf(error, 'Something went wrong. Please try again.') }),
      },
    );
  };

  const reasonError = problem?.field === 'reason' ? problem.text : null;
  const photosError = problem?.field === 'photos' ? problem.text : null;
  return (
    <Form className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.title}>
        Return this order
      </h3>
      <div className={styles.policy}>
        <p className={styles.policyTitle}>Our return policy</p>
        <ul>
          {RETURN_POLICY_POINTS.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        <Link to="/return-cancellation">Read the Cancellation and Returns policy</Link>
      </div>
      <fieldset className={styles.reasons} aria-invalid={reasonError ? true : undefined} aria-describedby={reasonError ? `${id}-reason-error` : undefined}>
        <legend className={styles.legend}>Why are you returning it?</legend>
        {RETURN_REASONS.map((option) => (
          <label key={option.value} className={styles.reason}>
            <input
              type="radio"
              id={`${id}-reason-${option.value}`}
              name={`${id}-reason`}
              value={option.value}
              checked={reason === option.value}
              onChange={() => {
                setReason(option.value);
                if (problem?.field === 'reason') setProblem(null);
              }}
            />
            {option.label}
          </label>
        ))}
        {reasonError ? (
          <p id={`${id}-reason-error`} className={styles.error} role="alert">
            {reasonError}
          </p>
        ) : null}
      </fieldset>
      <div className={styles.field}>
        <label htmlFor={`${id}-note`} className={styles.label}>
          Anything else we should know? <span className={styles.optional}>(optional)</span>
        </label>
        <textarea id={`${id}-note`} className={styles.input} rows={3} maxLength={MAX_RETURN_NOTE} value={note} onChange={(event) => setNote(event.target.value)} />
      </div>
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
          aria-invalid={photosError ? true : undefined}
          aria-describedby={[`${id}-photos-hint`, photosError ? `${id}-photos-error` : ''].filter(Boolean).join(' ')}
          onChange={(event) => {
            addPhotos(event.target.files);
            event.target.value = '';
          }}
        />
        {photosError ? (
          <p id={`${id}-photos-error`} className={styles.error} role="alert">
            {photosError}
          </p>
        ) : null}
        {photos.length > 0 ? (
          <ul className={styles.photos} aria-label="Photos to send">
            {photos.map((photo, index) => (
              <li key={`${photo.name}-${index}`}>
                <span>{photo.name}</span>
                <Button variant="ghost" onClick={() => setPhotos(photos.filter((_, at) => at !== index))} aria-label={`Remove ${photo.name}`}>
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {problem?.field === 'form' ? (
        <p className={styles.error} role="alert">
          {problem.text}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={send.isPending} aria-busy={send.isPending || undefined}>
          {send.isPending ? 'Loading...' : 'Send return request'}
        </Button>
        <Button variant="ghost" onClick={onClose} disabled={send.isPending}>
          Keep order
        </Button>
      </div>
    </Form>
  );
}

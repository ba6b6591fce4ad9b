import { useState } from 'react';
import { documentUrl } from '../../../../../api/documents';
import { PRODUCT_LIMITS } from '../../../../../shared/product-rules';
import { Button } from '../../../../components/ui/button';
import { arrangePhotos, type EditableColour } from '../api/product-edit-calls';
import { useStaffUpload } from '../../../../hooks/staff/use-staff-upload';
import { useStaffWrite } from '../../../../hooks/staff/use-staff-writes';
import { PhotoInput } from './photo-input';
import { appendPhotos } from '../logic/photo-form';
import type { FocalPoint } from '../../../../../shared/focal-crop';
import { SavedPhotoFocus } from './saved-photo-focus';
import { UploadProgress } from '../../../../components/staff/upload-progress';
import styles from '../../../../components/staff/staff-styles';

/** A colour's photos in order (the first is the cover): moved, removed, and new ones added with the add form's photo input. */
export function ColourPhotos({ productId, colour }: { productId: string; colour: EditableColour }) {
  const arrange = useStaffWrite(arrangePhotos);
  const upload = useStaffUpload('/staff/products/{productId}/variants/{variantId}/photos', { productId, variantId: colour._id });
  const [chosen, setChosen] = useState<File[]>([]);
  const [focals, setFocals] = useState<ReadonlyMap<File, FocalPoint>>(new Map());
  const [focusing, setFocusing] = useState<string | null>(null);
  const [focusSaved, setFocusSaved] = useState(false);
  const images = colour.images;
  const focusIndex = focusing === null ? -1 : images.indexOf(focusing);
  const focusPhoto = colour.photos.find((photo) => photo.image === focusing);
  const busy = arrange.mutation.isPending || upload.progress !== null;
  const save = (next: string[]) => arrange.mutation.mutate({ productId, variantId: colour._id, images: next });
  const move = (from: number, to: number) => {
    const next = [...images];
    const [key] = next.splice(from, 1);
    next.splice(to, 0, key!);
    save(next);
  };
  const send = async () => {
    const form = new FormData();
    appendPhotos(form, chosen, focals);
    if (await upload.send(form)) {
      setChosen([]);
      setFocals(new Map());
    }
  };
  const room = PRODUCT_LIMITS.imagesPerVariant - images.length;
  return (
    <fieldset className={styles.field}>
      <legend className={styles.label}>Photos</legend>
      <ol className={styles.thumbs} aria-label={`Photos of ${colour.color}`}>
        {images.map((key, i) => (
          <li key={key} className={styles.thumb}>
            <img src={documentUrl(key, 320)} alt={`${colour.color}, photo ${i + 1}`} width={96} height={120} loading="lazy" />
            <span>{i === 0 ? 'Cover' : `Photo ${i + 1}`}</span>
            <Button variant="ghost" disabled={busy || i === 0} onClick={() => move(i, i - 1)} aria-label={`Move photo ${i + 1} of ${colour.color} earlier`}>
              Earlier
            </Button>
            <Button variant="ghost" disabled={busy || i === images.length - 1} onClick={() => move(i, i + 1)} aria-label={`Move photo ${i + 1} of ${colour.color} later`}>
              Later
            </Button>
            <Button variant="ghost" disabled={busy || images.length === 1} onClick={() => save(images.filter((other) => other !== key))} aria-label={`Remove photo ${i + 1} of ${colour.color}`}>
              Remove
            </Button>
            <Button
              variant="ghost"
              disabled={busy || focusing === key}
              onClick={() => {
                setFocusing(key);
                setFocusSaved(false);
              }}
              aria-label={`Focal point of photo ${i + 1} of ${colour.color}`}
            >
              Focal point
            </Button>
          </li>
        ))}
      </ol>
      {focusPhoto ? (
        <SavedPhotoFocus
          key={focusPhoto.image}
          photo={focusPhoto}
          label={`photo ${focusIndex + 1} of ${colour.color}`}
          onSaved={() => {
            setFocusing(null);
            setFocusSaved(true);
          }}
          onCancel={() => setFocusing(null)}
        />
      ) : null}
      {focusSaved ? (
        <p role="status" className={styles.hint}>
          Focal point saved. The shop shows the new crop.
        </p>
      ) : null}
      {arrange.notice ? (
        <p role={arrange.notice.ok ? 'status' : 'alert'} className={arrange.notice.ok ? styles.hint : styles.error}>
          {arrange.notice.text}
        </p>
      ) : null}
      {room > 0 ? (
        <>
          <PhotoInput
            id={`photos-${colour._id}`}
            label={`Add photos of ${colour.color}`}
            hint={`JPEG, PNG or WebP, up to 10 MB each; up to ${room} more. They go after the photos above, each cut to 4:5 round its focal point (the centre unless you move it).`}
            files={chosen}
            onChange={setChosen}
            focals={focals}
            onFocalsChange={setFocals}
            listLabel={`New photos of ${colour.color}`}
          />
          {chosen.length > 0 ? (
            <div className={styles.actions}>
              <Button disabled={busy || chosen.length > room} onClick={send}>
                Upload {chosen.length === 1 ? '1 photo' : `${chosen.length} photos`}
              </Button>
            </div>
          ) : null}
          {chosen.length > room ? <p className={styles.error}>At most {PRODUCT_LIMITS.imagesPerVariant} images per colour.</p> : null}
        </>
      ) : (
        <p className={styles.hint}>This colour has {PRODUCT_LIMITS.imagesPerVariant} photos, the most it can have. Remove one to add another.</p>
      )}
      <UploadProgress id={`photos-${colour._id}-progress`} progress={upload.progress} notice={upload.notice} processing="Processing the photos…" />
    </fieldset>
  );
}

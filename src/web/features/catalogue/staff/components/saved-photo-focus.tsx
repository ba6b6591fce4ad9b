import { useState } from 'react';
import { documentUrl } from '../../../../../api/documents';
import { messageOf } from '../../../../../api/errors';
import type { FocalPoint } from '../../../../../shared/focal-crop';
import { Button } from '../../../../components/ui/button';
import type { EditableColour } from '../api/product-edit-calls';
import { setImageFocalPoint } from '../api/media-calls';
import { useStaffMutation } from '../../../../hooks/staff/use-staff-writes';
import { PRODUCT_FRAMES } from './crop-frames';
import { FocalPointPicker, type CropFrame } from './focal-point-picker';
import styles from '../../../../components/staff/staff-styles';

export type SavedPhoto = EditableColour['photos'][number];

/**
 * Moves the crop of an image already in the shop (a product photo, a banner): the whole picture
 * it is cut from, the point, the crops the storefront will show, and Save (the server cuts it
 * again under a new key and drops the shop's cached pages, so the storefront shows the new crop
 * at once).
 */
export function SavedImageFocus({
  file,
  masterPath,
  initial,
  frames,
  label,
  hint,
  onSaved,
  onCancel,
}: {
  file: string;
  masterPath: string;
  initial: FocalPoint;
  frames: readonly CropFrame[];
  label: string;
  hint?: string | undefined;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const [focal, setFocal] = useState<FocalPoint>(initial);
  const save = useStaffMutation(setImageFocalPoint, { onSuccess: onSaved });
  return (
    <div className={styles.field}>
      <FocalPointPicker src={documentUrl(masterPath)} value={focal} onChange={setFocal} frames={frames} label={`Focal point of ${label}`} />
      {hint ? <p className={styles.hint}>{hint}</p> : null}
      <div className={styles.actions}>
        <Button disabled={save.isPending} onClick={() => save.mutate({ file, focal })}>
          Save focal point
        </Button>
        <Button variant="ghost" disabled={save.isPending} onClick={onCancel}>
          Cancel
        </Button>
      </div>
      {save.error ? (
        <p role="alert" className={styles.error}>
          {messageOf(save.error, 'Something went wrong. Please try again.')}
        </p>
      ) : null}
    </div>
  );
}

/** A product photo's focal point, on the product edit screen. */
export function SavedPhotoFocus({ photo, label, onSaved, onCancel }: { photo: SavedPhoto; label: string; onSaved: () => void; onCancel: () => void }) {
  return (
    <SavedImageFocus
      file={photo.image}
      masterPath={photo.masterPath}
      initial={{ x: photo.focalX, y: photo.focalY }}
      frames={PRODUCT_FRAMES}
      label={label}
      hint={
        photo.hasMaster
          ? undefined
          : 'This photo was fitted whole when it was added (no uncropped picture was kept), so its 4:5 frame shows all of it; the point moves the square home tile.'
      }
      onSaved={onSaved}
      onCancel={onCancel}
    />
  );
}

import { useState, type FormEvent } from 'react';
import { GARMENT_TYPES } from '../../../../../shared/catalogue-options';
import { parsedOrFirstMessage } from '../../../../../shared/form-rules';
import { garmentFieldsSchema } from '../../../../../shared/garment-rules';
import { Button } from '../../../../components/ui/button';
import { Form } from '../../../../components/ui/form';
import { TextField } from '../../../../components/ui/text-field';
import { changeGarment, type StaffGarment } from '../api/studio-asset-calls';
import { useStaffUpload } from '../../../../hooks/staff/use-staff-upload';
import { useStaffWrite } from '../../../../hooks/staff/use-staff-writes';
import { imageProblem } from '../../../../../shared/image-upload';
import { SelectInput } from '../../../../components/staff/form-controls';
import { UploadProgress } from '../../../../components/staff/upload-progress';
import styles from '../../../../components/staff/staff-styles';

/** Every field of a garment colour, as the add form has them: garment, name, swatch, blank price, and new front or back photos. */
export function GarmentEdit({ garment }: { garment: StaffGarment }) {
  const [fields, setFields] = useState({ type: garment.type as string, color: garment.color, hex: garment.hex, price: String(garment.price) });
  const [photos, setPhotos] = useState<{ front?: File; back?: File }>({});
  const [problem, setProblem] = useState<string | null>(null);
  const save = useStaffWrite(changeGarment);
  const upload = useStaffUpload('/staff/studio/garments/{garmentId}/photos', { garmentId: garment._id });
  const id = (name: string) => `garment-${garment._id}-${name}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = parsedOrFirstMessage(garmentFieldsSchema, fields);
    setProblem(checked.ok ? null : checked.message);
    if (!checked.ok) return;
    const change = {
      ...(fields.type !== garment.type ? { type: fields.type } : {}),
      ...(fields.color.trim() !== garment.color ? { color: fields.color.trim() } : {}),
      ...(fields.hex.toLowerCase() !== garment.hex ? { hex: fields.hex } : {}),
      ...(Number(fields.price) !== garment.price ? { price: Number(fields.price) } : {}),
    };
    if (Object.keys(change).length > 0) save.mutation.mutate({ id: garment._id, change });
    if (photos.front || photos.back) {
      const form = new FormData();
      if (photos.front) form.append('front', photos.front, photos.front.name);
      if (photos.back) form.append('back', photos.back, photos.back.name);
      if (await upload.send(form)) setPhotos({});
    }
  };

  return (
    <Form className={styles.form} onSubmit={submit} noValidate aria-label={`Edit the ${garment.color} ${garment.type}`}>
      <div className={styles.grid}>
        <SelectInput id={id('type')} label="Garment" value={fields.type} onChange={(type) => setFields({ ...fields, type })} options={GARMENT_TYPES} />
        <TextField classes={styles} id={id('color')} label="Colour name" value={fields.color} onChange={(color) => setFields({ ...fields, color })} maxLength={40} />
        <div className={styles.field}>
          <label htmlFor={id('hex')} className={styles.label}>
            Swatch colour
          </label>
          <input id={id('hex')} type="color" className={styles.input} value={fields.hex} onChange={(event) => setFields({ ...fields, hex: event.target.value })} />
        </div>
        <TextField classes={styles} id={id('price')} label="Price of the blank (₹)" value={fields.price} onChange={(price) => setFields({ ...fields, price })} inputMode="numeric" />
      </div>
      {(['front', 'back'] as const).map((side) => (
        <div key={side} className={styles.field}>
          <label htmlFor={id(side)} className={styles.label}>
            {side === 'front' ? 'New front photo (optional)' : 'New back photo (optional)'}
          </label>
          <input
            id={id(side)}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            onChange={(event) => {
              const file = event.target.files?.[0];
              const bad = file ? imageProblem(file) : null;
              setProblem(bad);
              setPhotos((current) => ({ ...current, [side]: bad ? undefined : file }));
            }}
          />
        </div>
      ))}
      {problem ? (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      ) : null}
      {save.notice ? (
        <p role={save.notice.ok ? 'status' : 'alert'} className={save.notice.ok ? styles.hint : styles.error}>
          {save.notice.text}
        </p>
      ) : null}
      <UploadProgress id={id('progress')} progress={upload.progress} notice={upload.notice} processing="Processing the photos…" />
      <div className={styles.actions}>
        <Button type="submit" disabled={save.mutation.isPending || upload.progress !== null}>
          Save changes
        </Button>
      </div>
    </Form>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { documentUrl } from '../../../../../api/documents';
import { GARMENT_TYPES } from '../../../../../shared/catalogue-options';
import { parsedOrFirstMessage } from '../../../../../shared/form-rules';
import { garmentFieldsSchema } from '../../../../../shared/garment-rules';
import { Button } from '../../../../components/ui/button';
import { deleteGarment, setGarmentShown, staffGarmentsQuery, type StaffGarment } from '../api/studio-asset-calls';
import { useStaffUpload } from '../../../../hooks/staff/use-staff-upload';
import { useStaffMutation } from '../../../../hooks/staff/use-staff-writes';
import { imageProblem } from '../../../../../shared/image-upload';
import { TextField } from '../../../../components/ui/text-field';
import { SelectInput } from '../../../../components/staff/form-controls';
import { GarmentEdit } from './garment-edit';
import { StudioItem, StudioSection } from './studio-list';
import { UploadProgress } from '../../../../components/staff/upload-progress';
import styles from '../../../../components/staff/staff-styles';
import own from './studio-garments.module.css';
import { Form } from '../../../../components/ui/form';

const GARMENT_NAMES: Record<StaffGarment['type'], string> = { tshirt: 'T-shirt', hoodie: 'Hoodie' };

function GarmentRow({ garment }: { garment: StaffGarment }) {
  const shown = useStaffMutation(setGarmentShown);
  const remove = useStaffMutation(deleteGarment);
  const busy = shown.isPending || remove.isPending;
  const failure = shown.error ?? remove.error;
  const name = `${garment.color} ${GARMENT_NAMES[garment.type].toLowerCase()}`;
  const [editing, setEditing] = useState(false);
  return (
    <StudioItem
      label={`Garment ${name}`}
      name={name}
      image={documentUrl(garment.front, 320)}
      active={garment.active}
      busy={busy}
      onShown={(active) => shown.mutate({ id: garment._id, active })}
      onRemove={() => remove.mutate(garment._id)}
      failure={failure}
      more={
        <>
          <Button variant="secondary" onClick={() => setEditing(!editing)} aria-expanded={editing} aria-label={`Edit ${name}`}>
            Edit
          </Button>
          {editing ? <GarmentEdit garment={garment} /> : null}
        </>
      }
    >
      <span className={own.swatch} style={{ background: garment.hex }} aria-hidden="true" />
      <strong>{garment.color}</strong> · ₹{garment.price.toLocaleString('en-IN')} for the blank · {garment.active ? 'Shown in the studio' : 'Hidden'}
    </StudioItem>
  );
}

function AddGarment() {
  const upload = useStaffUpload('/staff/studio/garments');
  const [type, setType] = useState<string>('tshirt');
  const [color, setColor] = useState('');
  const [hex, setHex] = useState('#1f2a44');
  const [price, setPrice] = useState('');
  const [photos, setPhotos] = useState<{ front?: File; back?: File }>({});
  const [formKey, setFormKey] = useState(0);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = parsedOrFirstMessage(garmentFieldsSchema, { type, color, hex, price });
    if (!checked.ok) return upload.setNotice({ ok: false, text: checked.message });
    if (!photos.front || !photos.back) return upload.setNotice({ ok: false, text: `${photos.front ? 'back' : 'front'} is required. Please add the ${photos.front ? 'back' : 'front'} photo.` });
    const form = new FormData();
    form.append('type', type);
    form.append('color', color);
    form.append('hex', hex);
    form.append('price', price);
    form.append('front', photos.front, photos.front.name);
    form.append('back', photos.back, photos.back.name);
    if (await upload.send(form)) {
      setColor('');
      setPrice('');
      setPhotos({});
      setFormKey((key) => key + 1);
    }
  };
  return (
    <Form className={styles.section} onSubmit={submit} noValidate aria-label="Add a garment colour">
      <h3 className={styles.lead}>Add a garment colour</h3>
      <div className={styles.grid}>
        <SelectInput id="garment-type" label="Garment" value={type} onChange={setType} options={GARMENT_TYPES} />
        <TextField classes={styles} id="garment-color" label="Colour name" value={color} onChange={setColor} maxLength={40} />
        <div className={styles.field}>
          <label htmlFor="garment-hex" className={styles.label}>
            Swatch colour
          </label>
          <input id="garment-hex" type="color" className={styles.input} value={hex} onChange={(event) => setHex(event.target.value)} />
        </div>
        <TextField classes={styles} id="garment-price" label="Price of the blank (₹)" value={price} onChange={setPrice} inputMode="numeric" />
      </div>
      {(['front', 'back'] as const).map((side) => (
        <div key={`${side}-${formKey}`} className={styles.field}>
          <label htmlFor={`garment-${side}`} className={styles.label}>
            {side === 'front' ? 'Front photo (square, plain backdrop, 1000x1000 is best)' : 'Back photo (as the front)'}
          </label>
          <input
            id={`garment-${side}`}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            onChange={(event) => {
              const file = event.target.files?.[0];
              const problem = file ? imageProblem(file) : null;
              upload.setNotice(problem ? { ok: false, text: problem } : null);
              setPhotos((current) => ({ ...current, [side]: problem ? undefined : file }));
            }}
          />
        </div>
      ))}
      <UploadProgress id="garment-progress" progress={upload.progress} notice={upload.notice} processing="Processing the photos…" />
      <div className={styles.actions}>
        <Button type="submit" disabled={upload.progress !== null}>
          Add colour
        </Button>
      </div>
    </Form>
  );
}

/** The blank garments the studio prints on: one row per colour, with its photos and price. */
export function StudioGarments() {
  const list = useQuery(staffGarmentsQuery);
  return (
    <StudioSection id="studio-garments-title" title="Garment colours" form={<AddGarment />} list={list} loadFailure="Could not load the garment colours. Please try again.">
      {(garments) =>
        GARMENT_TYPES.map((type) => (
          <div key={type} className={styles.form}>
            <h3 className={styles.lead}>{GARMENT_NAMES[type]} colours</h3>
            <ul className={styles.plainList} aria-label={`${GARMENT_NAMES[type]} colours`}>
              {garments
                .filter((garment) => garment.type === type)
                .map((garment) => (
                  <GarmentRow key={garment._id} garment={garment} />
                ))}
            </ul>
          </div>
        ))
      }
    </StudioSection>
  );
}

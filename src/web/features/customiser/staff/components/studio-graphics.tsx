import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { documentUrl } from '../../../../../api/documents';
import { Button } from '../../../../components/ui/button';
import { deleteGraphic, setGraphicShown, staffGraphicsQuery, type StaffGraphic } from '../api/studio-asset-calls';
import { useStaffUpload } from '../../../../hooks/staff/use-staff-upload';
import { useStaffMutation } from '../../../../hooks/staff/use-staff-writes';
import { imageProblem } from '../../../../../shared/image-upload';
import { TextField } from '../../../../components/ui/text-field';
import { StudioItem, StudioSection } from './studio-list';
import { UploadProgress } from '../../../../components/staff/upload-progress';
import styles from '../../../../components/staff/staff-styles';
import { Form } from '../../../../components/ui/form';
import { parsedOrFirstMessage } from '../../../../../shared/form-rules';
import { graphicFormSchema, STAFF_MEDIA_LIMITS } from '../../../../../shared/staff-media-rules';

function GraphicRow({ graphic }: { graphic: StaffGraphic }) {
  const [notice, setNotice] = useState<string | null>(null);
  const shown = useStaffMutation(setGraphicShown);
  const remove = useStaffMutation(deleteGraphic, { onSuccess: setNotice });
  const busy = shown.isPending || remove.isPending;
  const failure = shown.error ?? remove.error;
  return (
    <StudioItem
      label={`Graphic ${graphic.name}`}
      name={`graphic ${graphic.name}`}
      image={documentUrl(graphic.Image)}
      active={graphic.active}
      busy={busy}
      onShown={(active) => shown.mutate({ id: graphic._id, active })}
      onRemove={() => remove.mutate(graphic._id)}
      notice={notice}
      failure={failure}
    >
      <strong>{graphic.name}</strong> · {graphic.active ? 'Shown in the studio' : 'Hidden'}
    </StudioItem>
  );
}

function AddGraphic() {
  const upload = useStaffUpload('/staff/studio/graphics');
  const [name, setName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [formKey, setFormKey] = useState(0);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = parsedOrFirstMessage(graphicFormSchema<File>(), { name, image: file });
    if (!checked.ok) return upload.setNotice({ ok: false, text: checked.message });
    const form = new FormData();
    form.append('name', name);
    const { image } = checked.value;
    form.append('image', image, image.name);
    if (await upload.send(form)) {
      setName('');
      setFile(null);
      setFormKey((key) => key + 1);
    }
  };
  return (
    <Form className={styles.section} onSubmit={submit} noValidate aria-label="Add a graphic">
      <h3 className={styles.lead}>Add a graphic</h3>
      <TextField classes={styles} id="graphic-name" label="Graphic name" value={name} onChange={setName} maxLength={STAFF_MEDIA_LIMITS.graphicName} />
      <div key={formKey} className={styles.field}>
        <label htmlFor="graphic-image" className={styles.label}>
          Image (a PNG with a transparent background, at least 300 px)
        </label>
        <input
          id="graphic-image"
          type="file"
          accept="image/png,image/webp,image/jpeg"
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            const problem = chosen ? imageProblem(chosen) : null;
            upload.setNotice(problem ? { ok: false, text: problem } : null);
            setFile(problem ? null : chosen);
          }}
        />
      </div>
      <UploadProgress id="graphic-progress" progress={upload.progress} notice={upload.notice} processing="Processing the image…" />
      <div className={styles.actions}>
        <Button type="submit" disabled={upload.progress !== null}>
          Add graphic
        </Button>
      </div>
    </Form>
  );
}

/** The graphics shoppers can place in the studio. */
export function StudioGraphics() {
  const list = useQuery(staffGraphicsQuery);
  return (
    <StudioSection id="studio-graphics-title" title="Graphics" form={<AddGraphic />} list={list} loadFailure="Could not load the graphics. Please try again.">
      {(graphics) => (
        <ul className={styles.plainList} aria-label="Graphics">
          {graphics.map((graphic) => (
            <GraphicRow key={graphic._id} graphic={graphic} />
          ))}
        </ul>
      )}
    </StudioSection>
  );
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { documentUrl } from '../../../../../api/documents';
import { messageOf } from '../../../../../api/errors';
import { MAX_TEMPLATE_NAME, TEMPLATE_MESSAGES } from '../../../../../shared/template-rules';
import { Button } from '../../../../components/ui/button';
import { Form } from '../../../../components/ui/form';
import { TextField } from '../../../../components/ui/text-field';
import { addTemplate, deleteTemplate, moveTemplate, setTemplateShown, staffOwnDesignsQuery, staffTemplatesQuery, type StaffDesignTemplate } from '../api/studio-asset-calls';
import { useStaffMutation, type StaffNotice } from '../../../../hooks/staff/use-staff-writes';
import { StudioItem, StudioSection } from './studio-list';
import styles from '../../../../components/staff/staff-styles';

const garmentNames = { tshirt: 'T-shirt', hoodie: 'Hoodie' } as const;

function TemplateRow({ template, first, last }: { template: StaffDesignTemplate; first: boolean; last: boolean }) {
  const [notice, setNotice] = useState<string | null>(null);
  const shown = useStaffMutation(setTemplateShown);
  const move = useStaffMutation(moveTemplate, { onSuccess: setNotice });
  const remove = useStaffMutation(deleteTemplate, { onSuccess: setNotice });
  const busy = shown.isPending || move.isPending || remove.isPending;
  const failure = shown.error ?? move.error ?? remove.error;
  return (
    <StudioItem
      label={`Template ${template.name}`}
      name={`template ${template.name}`}
      image={documentUrl(template.preview, 320)}
      active={template.active}
      busy={busy}
      onShown={(active) => shown.mutate({ id: template._id, active })}
      onRemove={() => remove.mutate(template._id)}
      notice={notice}
      failure={failure}
      actions={
        <>
          <Button variant="ghost" disabled={busy || first} onClick={() => move.mutate({ id: template._id, direction: 'up' })} aria-label={`Move template ${template.name} up`}>
            Up
          </Button>
          <Button variant="ghost" disabled={busy || last} onClick={() => move.mutate({ id: template._id, direction: 'down' })} aria-label={`Move template ${template.name} down`}>
            Down
          </Button>
        </>
      }
    >
      <strong>{template.name}</strong> · {garmentNames[template.garment]} · {template.active ? 'Shown in the studio' : 'Hidden'}
    </StudioItem>
  );
}

/** Makes one of the staff member's saved designs a template: chosen from their list, or by its id. */
function AddTemplate() {
  const queryClient = useQueryClient();
  const own = useQuery(staffOwnDesignsQuery);
  const [designId, setDesignId] = useState('');
  const [name, setName] = useState('');
  const [notice, setNotice] = useState<StaffNotice | null>(null);
  const add = useMutation({
    mutationFn: addTemplate,
    onSuccess: (message) => {
      setNotice({ ok: true, text: message });
      setDesignId('');
      setName('');
    },
    onError: (error) => setNotice({ ok: false, text: messageOf(error, 'The template could not be added. Please try again.') }),
    onSettled: () => queryClient.invalidateQueries(),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const id = designId.trim();
    if (!/^[0-9a-f-]{36}$/i.test(id)) return setNotice({ ok: false, text: 'Please choose one of your saved designs or paste its id.' });
    if (name.trim() === '') return setNotice({ ok: false, text: TEMPLATE_MESSAGES.nameRequired });
    add.mutate({ designId: id, name });
  };
  const designs = own.data ?? [];
  return (
    <Form className={styles.section} onSubmit={submit} noValidate aria-label="Add a template">
      <h3 className={styles.lead}>Add a template from a saved design</h3>
      <p>Design it in the studio, save it to your account, then choose it here. Text and the studio&apos;s graphics only: uploaded pictures belong to their owner.</p>
      <div className={styles.field}>
        <label htmlFor="template-design" className={styles.label}>
          One of your saved designs
        </label>
        <select id="template-design" name="template-design" className={styles.input} value={designs.some((d) => d._id === designId) ? designId : ''} onChange={(event) => setDesignId(event.target.value)}>
          <option value="">{own.isPending ? 'Loading...' : designs.length === 0 ? 'You have no saved designs yet' : 'Choose a design'}</option>
          {designs.map((design) => (
            <option key={design._id} value={design._id}>
              {design.name || 'Untitled design'} · {garmentNames[design.document.garment as keyof typeof garmentNames] ?? ''} · saved {new Date(design.updatedAt).toLocaleDateString('en-IN')}
            </option>
          ))}
        </select>
      </div>
      <TextField classes={styles} id="template-design-id" label="or its design id" value={designId} onChange={setDesignId} optional hint="The id in a design's link (?design=...)." />
      <TextField classes={styles} id="template-name" label="Template name" value={name} onChange={setName} maxLength={MAX_TEMPLATE_NAME} />
      {notice ? (
        <p role={notice.ok ? 'status' : 'alert'} className={notice.ok ? undefined : styles.failure}>
          {notice.text}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={add.isPending}>
          Add template
        </Button>
      </div>
    </Form>
  );
}

/** The starter templates the studio offers: add from a saved design, hide or show, reorder, remove. */
export function StudioTemplates() {
  const list = useQuery(staffTemplatesQuery);
  return (
    <StudioSection id="studio-templates-title" title="Starter templates" form={<AddTemplate />} list={list} loadFailure="Could not load the templates. Please try again.">
      {(templates) => (
        <ul className={styles.plainList} aria-label="Templates">
          {templates.map((template, index) => (
            <TemplateRow key={template._id} template={template} first={index === 0} last={index === templates.length - 1} />
          ))}
        </ul>
      )}
    </StudioSection>
  );
}

import { useState, type FormEvent } from 'react';
import { messageOf } from '../../../../api/errors';
import { checkSavedAddress, MAX_ADDRESS_LABEL, type AddressField, type AddressFields } from '../../../../shared/address-rules';
import { Button } from '../../../components/ui/button';
import { Form } from '../../../components/ui/form';
import { TextField } from '../../../components/ui/text-field';
import type { AddressInput, SavedAddress } from '../api/address-calls';
import styles from './addresses.module.css';

const FIELD_ORDER: AddressField[] = ['label', 'name', 'phoneNumber', 'alternativeNumber', 'deliveryAddress', 'pincode', 'city', 'state'];

const EMPTY: AddressFields = { label: '', name: '', phoneNumber: '', alternativeNumber: '', deliveryAddress: '', pincode: '', city: '', state: '' };

export interface AddressFormProps {
  /** The address being edited, or null for a new one. */
  editing: SavedAddress | null;
  /** A new address starts from the account's name and phone. */
  starting: Partial<AddressFields>;
  /** Whether the default checkbox is offered (not for the default itself, nor the first address). */
  offerDefault: boolean;
  onSave: (input: AddressInput) => Promise<unknown>;
  onCancel: () => void;
}

/** Adds or edits one saved address: the checkout's fields and rules, each message under its field. */
export function AddressForm({ editing, starting, offerDefault, onSave, onCancel }: AddressFormProps) {
  const [fields, setFields] = useState<AddressFields>(() => (editing ? { ...EMPTY, ...pick(editing) } : { ...EMPTY, ...starting }));
  const [makeDefault, setMakeDefault] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<AddressField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const idPrefix = editing ? `address-${editing._id}` : 'address-new';

  const set = (field: AddressField) => (value: string) => {
    setFields((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const field = (id: AddressField) => ({ id: `${idPrefix}-${id}`, value: fields[id], onChange: set(id), error: errors[id] });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = checkSavedAddress(fields);
    setErrors(found);
    const firstInvalid = FIELD_ORDER.find((name) => found[name]);
    if (firstInvalid) {
      document.getElementById(`${idPrefix}-${firstInvalid}`)?.focus();
      return;
    }
    setSaving(true);
    try {
      const { alternativeNumber, label, ...required } = fields;
      await onSave({ ...required, ...(alternativeNumber.trim() ? { alternativeNumber } : {}), ...(label.trim() ? { label } : {}), ...(makeDefault ? { isDefault: true } : {}) });
    } catch (error) {
      // What was typed stays; the server's words say what to change.
      setFailure(messageOf(error, 'Your address could not be saved. Please try again.'));
    } finally {
      setSaving(false);
    }
  };

  const titleId = `${idPrefix}-title`;
  return (
    <Form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.formTitle}>
        {editing ? 'Edit address' : 'Add an address'}
      </h2>
      <TextField classes={styles} {...field('label')} label="Label" hint="Home, Office, Parents..." maxLength={MAX_ADDRESS_LABEL} optional />
      <TextField classes={styles} required {...field('name')} label="Name" autoComplete="name" maxLength={100} />
      <div className={styles.pair}>
        <TextField classes={styles} required {...field('phoneNumber')} label="Phone number" type="tel" inputMode="numeric" autoComplete="tel-national" maxLength={10} />
        <TextField classes={styles} {...field('alternativeNumber')} label="Alternative number" type="tel" inputMode="numeric" maxLength={10} optional />
      </div>
      <TextField classes={styles} required {...field('deliveryAddress')} label="Delivery address" multiline autoComplete="street-address" maxLength={500} />
      <TextField classes={styles} required {...field('pincode')} label="Pincode" inputMode="numeric" autoComplete="postal-code" maxLength={6} />
      <div className={styles.pair}>
        <TextField classes={styles} required {...field('city')} label="City" autoComplete="address-level2" maxLength={100} />
        <TextField classes={styles} required {...field('state')} label="State" autoComplete="address-level1" maxLength={100} />
      </div>
      {offerDefault ? (
        <label className={styles.check}>
          <input type="checkbox" checked={makeDefault} onChange={(event) => setMakeDefault(event.target.checked)} />
          Make this my default address
        </label>
      ) : null}
      {failure ? (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={saving} aria-busy={saving || undefined}>
          {saving ? 'Saving...' : 'Save address'}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}

function pick(address: SavedAddress): AddressFields {
  const { label, name, phoneNumber, alternativeNumber, deliveryAddress, pincode, city, state } = address;
  return { label, name, phoneNumber, alternativeNumber, deliveryAddress, pincode, city, state };
}

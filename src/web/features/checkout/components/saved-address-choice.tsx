import { deliveryAddressLine } from '../../../../shared/address-line';
import type { SavedAddress } from '../api/saved-address-calls';
import styles from './checkout.module.css';

export interface SavedAddressChoiceProps {
  addresses: readonly SavedAddress[];
  /** The saved address the form holds now, or '' when the shopper typed their own. */
  chosenId: string;
  onChoose: (address: SavedAddress | null) => void;
}

/** 'Deliver to': one of the shopper's saved addresses fills the form (the default does on arrival). */
export function SavedAddressChoice({ addresses, chosenId, onChoose }: SavedAddressChoiceProps) {
  if (addresses.length === 0) return null;
  return (
    <div className={styles.field}>
      <label htmlFor="checkout-saved-address" className={styles.label}>
        Deliver to a saved address
      </label>
      <select
        id="checkout-saved-address"
        className={`${styles.input} ${styles.savedSelect}`}
        value={chosenId}
        onChange={(event) => onChoose(addresses.find((address) => address._id === event.target.value) ?? null)}
      >
        {addresses.map((address) => (
          <option key={address._id} value={address._id}>
            {savedAddressName(address)}
          </option>
        ))}
        <option value="">A new address</option>
      </select>
    </div>
  );
}

/** How a saved address is named in the list: its label (and default), then where it is. */
export function savedAddressName(address: SavedAddress): string {
  const where = `${address.name}, ${deliveryAddressLine(address.deliveryAddress, address.city, address.state)} ${address.pincode}`;
  const label = address.label ? `${address.label}${address.isDefault ? ' (default)' : ''}` : address.isDefault ? 'Default' : '';
  return label ? `${label}: ${where}` : where;
}

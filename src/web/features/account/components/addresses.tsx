import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { messageOf } from '../../../../api/errors';
import { deliveryAddressLine } from '../../../../shared/address-line';
import { MAX_SAVED_ADDRESSES } from '../../../../shared/address-rules';
import { PLEASE_LOG_IN_FIRST } from '../../../../shared/account-messages';
import { authStateAtom, type ShopUser } from '../../../stores/auth-atoms';
import { StateBlock } from '../../../components/state-block';
import { Button, ButtonLink } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import type { SavedAddress } from '../api/address-calls';
import { useAddresses, useAddressWrites } from '../hooks/use-addresses';
import { AddressForm } from './address-form';
import styles from './addresses.module.css';

type Notice = { text: string; error: boolean };

/** Beyond the spec: the shopper's saved delivery addresses; checkout starts from the default. */
export function AddressesScreen() {
  useDocumentTitle('Addresses');
  const auth = useAtomValue(authStateAtom);
  const addresses = useAddresses();
  const writes = useAddressWrites();
  // null: no form open; 'new': adding; otherwise the id being edited.
  const [editing, setEditing] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  const act = (promise: Promise<unknown>, done: string) => {
    setNotice(null);
    promise.then(
      () => setNotice({ text: done, error: false }),
      (error: unknown) => setNotice({ text: messageOf(error, 'Something went wrong. Please try again.'), error: true }),
    );
  };

  let body;
  if (auth.status === 'signed-out') {
    body = (
      <StateBlock title={PLEASE_LOG_IN_FIRST}>
        <ButtonLink to="/login?redirect=%2Faccount%2Faddresses">Log In</ButtonLink>
      </StateBlock>
    );
  } else if (auth.status === 'unknown' || addresses.isPending) {
    body = <p className={styles.muted}>Loading...</p>;
  } else if (addresses.isError) {
    body = (
      <StateBlock title="Your addresses could not be loaded." role="alert">
        <Button variant="secondary" onClick={() => void addresses.refetch()}>
          Try again
        </Button>
      </StateBlock>
    );
  } else {
    const book = { editing, setEditing, confirming, setConfirming, writes, act, setNotice };
    body = <AddressBook list={addresses.data} user={auth.user} book={book} />;
  }

  return (
    <section className={`shell ${styles.screen}`} aria-labelledby="addresses-title">
      <h1 id="addresses-title" className={styles.title}>
        Addresses
      </h1>
      <p className={notice?.error ? styles.noticeError : styles.notice} role={notice?.error ? 'alert' : 'status'}>
        {notice?.text ?? ''}
      </p>
      {body}
    </section>
  );
}

/** The screen's state that the list of addresses reads and changes. */
interface AddressBookState {
  editing: string | null;
  setEditing: (editing: string | null) => void;
  confirming: string | null;
  setConfirming: (confirming: string | null) => void;
  writes: ReturnType<typeof useAddressWrites>;
  /** Runs a write, then says it was done (or why not). */
  act: (promise: Promise<unknown>, done: string) => void;
  setNotice: (notice: Notice) => void;
}

/** The loaded list: each address (or its form while edited), then a new one's form or the way to it. */
function AddressBook({ list, user, book }: { list: SavedAddress[]; user: ShopUser; book: AddressBookState }) {
  const { editing, setEditing, confirming, setConfirming, writes, act, setNotice } = book;
  const full = list.length >= MAX_SAVED_ADDRESSES;
  const form = (address: SavedAddress | null) => (
    <AddressForm
      editing={address}
      starting={{ name: user.username, phoneNumber: user.phone }}
      offerDefault={list.length > 0 && !address?.isDefault}
      onCancel={() => setEditing(null)}
      onSave={async (input) => {
        await writes.save.mutateAsync({ id: address?._id ?? null, input });
        setEditing(null);
        setNotice({ text: address ? 'Address updated.' : 'Address saved.', error: false });
      }}
    />
  );
  return (
    <>
      {list.length === 0 && editing !== 'new' ? (
        <StateBlock title="No saved addresses yet">
          <p>Save the places you order to, and checkout fills them in for you.</p>
        </StateBlock>
      ) : null}
      <ul className={styles.list} aria-label="Saved addresses">
        {list.map((address) => (
          <li key={address._id} className={styles.card}>
            {editing === address._id ? (
              form(address)
            ) : (
              <AddressCard
                address={address}
                confirming={confirming === address._id}
                onEdit={() => setEditing(address._id)}
                onAskDelete={() => setConfirming(address._id)}
                onKeep={() => setConfirming(null)}
                onDelete={() => {
                  setConfirming(null);
                  act(writes.remove.mutateAsync(address._id), 'Address deleted.');
                }}
                onMakeDefault={() => act(writes.makeDefault.mutateAsync(address._id), 'Default address changed.')}
              />
            )}
          </li>
        ))}
      </ul>
      {editing === 'new' ? (
        <div className={styles.card}>{form(null)}</div>
      ) : full ? (
        <p className={styles.muted}>You keep {MAX_SAVED_ADDRESSES} addresses, the most the shop keeps. Delete one to add another.</p>
      ) : (
        <Button onClick={() => setEditing('new')}>Add an address</Button>
      )}
    </>
  );
}

interface AddressCardProps {
  address: SavedAddress;
  /** Delete was pressed: the card asks before deleting. */
  confirming: boolean;
  onEdit: () => void;
  onAskDelete: () => void;
  onKeep: () => void;
  onDelete: () => void;
  onMakeDefault: () => void;
}

/** One saved address, with Edit, Make default and Delete (which asks first). */
function AddressCard({ address, confirming, onEdit, onAskDelete, onKeep, onDelete, onMakeDefault }: AddressCardProps) {
  const name = address.label || address.name;
  return (
    <article aria-label={name}>
      <p className={styles.cardHead}>
        <span className={styles.cardLabel}>{address.label || 'Address'}</span>
        {address.isDefault ? <span className={styles.badge}>Default</span> : null}
      </p>
      <p className={styles.line}>
        <strong>{address.name}</strong>
      </p>
      <p className={styles.line}>{deliveryAddressLine(address.deliveryAddress, address.city, address.state)}</p>
      <p className={styles.line}>Pincode {address.pincode}</p>
      <p className={styles.line}>
        Phone {address.phoneNumber}
        {address.alternativeNumber ? `, ${address.alternativeNumber}` : ''}
      </p>
      {confirming ? (
        <div className={styles.confirm} role="group" aria-label="Delete this address?">
          <p>Delete this address?</p>
          <Button variant="secondary" onClick={onDelete}>
            Yes, delete
          </Button>
          <Button variant="ghost" onClick={onKeep}>
            Keep it
          </Button>
        </div>
      ) : (
        <div className={styles.cardActions}>
          <Button variant="secondary" onClick={onEdit} aria-label={`Edit ${name}`}>
            Edit
          </Button>
          {address.isDefault ? null : (
            <Button variant="ghost" onClick={onMakeDefault} aria-label={`Make ${name} the default`}>
              Make default
            </Button>
          )}
          <Button variant="ghost" onClick={onAskDelete} aria-label={`Delete ${name}`}>
            Delete
          </Button>
        </div>
      )}
    </article>
  );
}

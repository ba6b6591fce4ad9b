import { useQuery } from '@tanstack/react-query';
import { deliveryByLine } from '../../../../shared/delivery-date';
import { useEffect, useState, type FormEvent } from 'react';
import { messageOf } from '../../../../api/errors';
import { CHECKOUT_MESSAGES, checkDeliveryDetails, type DeliveryDetails, type DeliveryField } from '../../../../shared/checkout-rules';
import { formatInr } from '../../../../shared/money';
import type { ShopUser } from '../../../stores/auth-atoms';
import { Button } from '../../../components/ui/button';
import { usePincodeDetails } from '../hooks/use-pincode-details';
import { readDetailsDraft, writeDetailsDraft } from '../logic/details-draft';
import { usePlaceOrder, type PlaceRequest } from '../hooks/use-place-order';
import { PaymentChoice, type PaymentMethod } from './payment-choice';
import styles from './checkout.module.css';
import { TextField } from '../../../components/ui/text-field';
import { Form } from '../../../components/ui/form';
import { useHydrated } from '../../../../react-hooks/use-hydrated';
import { MAX_SAVED_ADDRESSES } from '../../../../shared/address-rules';
import { saveCheckoutAddress, savedAddressesQuery, type SavedAddress } from '../api/saved-address-calls';
import { SavedAddressChoice } from './saved-address-choice';
import { codQuoteQuery } from '../api/checkout-calls';

const CODE_CHECK_FAILED = 'Cash on Delivery could not be checked just now. Please try again, or choose Online Payment.';

/** The delivery details as the server takes them (alternative number only when given). */
export type DeliveryFields = Omit<DeliveryDetails, 'alternativeNumber'> & { alternativeNumber?: string };

export interface CheckoutFormProps {
  /** What the shopper pays, in rupees. */
  total: number;
  /** What the COD rules need to know of the lines: the products' ids and whether a custom design is among them. */
  codLines: { productIds: string[]; hasDesign: boolean };
  user: ShopUser;
  /** Builds the call from the chosen method, the checked details and the total to send (with the COD fee for COD). */
  toRequest: (method: PaymentMethod, details: DeliveryFields, totalAmount: number) => PlaceRequest;
  /** Why the order cannot be placed yet (a cart line without a size), or undefined. */
  blockedReason?: string | undefined;
  /** A studio design is being ordered: its promised day is the printed one (a longer dispatch). */
  printed?: boolean;
  /** Told the COD fee in rupees the chosen method adds (0 for Online Payment), so the page's summary box adds it to its total. */
  onCodFee?: (fee: number) => void;
}

const FIELD_ORDER: DeliveryField[] = ['name', 'email', 'phoneNumber', 'alternativeNumber', 'deliveryAddress', 'pincode', 'city', 'state'];
/** The fields a saved address holds (the e-mail stays the account's). */
const ADDRESS_FIELDS = ['name', 'phoneNumber', 'alternativeNumber', 'deliveryAddress', 'pincode', 'city', 'state'] as const satisfies readonly DeliveryField[];

const withoutEmail = ({ email: _email, ...rest }: Omit<DeliveryDetails, 'alternativeNumber'>) => rest;
const addressDetails = (address: SavedAddress) => Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, address[field]])) as Pick<DeliveryDetails, (typeof ADDRESS_FIELDS)[number]>;

/** The personal-details form, the payment method and the pay button (spec sections 2, 4 and 5). */
export function CheckoutForm({ total, codLines, user, toRequest, blockedReason, printed = false, onCodFee }: CheckoutFormProps) {
  // The profile's details first: the server draws the form with them (storage is the browser's).
  const [details, setDetails] = useState<DeliveryDetails>(() => ({
    name: user.username,
    email: user.email,
    phoneNumber: user.phone,
    alternativeNumber: '',
    deliveryAddress: user.address,
    pincode: '',
    city: '',
    state: '',
  }));
  const [errors, setErrors] = useState<Partial<Record<DeliveryField, string>>>({});
  const [chosenMethod, setMethod] = useState<PaymentMethod>('online');
  const [failure, setFailure] = useState<{ title: string; detail: string } | null>(null);
  const place = usePlaceOrder();
  const { service, lookingUp, pincodeChanged } = usePincodeDetails((placeFound) => {
    setDetails((current) => ({ ...current, ...placeFound }));
    setErrors((current) => ({ ...current, city: undefined, state: undefined }));
  });

  // Then what this tab typed before (Back and Forward, a reload), read once the page has hydrated
  // (state adjusted while rendering), and its pincode checked again as if typed (delivery and
  // COD may have changed).
  const hydrated = useHydrated();
  const [draftRead, setDraftRead] = useState(false);
  const [restoredPincode, setRestoredPincode] = useState('');
  // Without such a draft, the default saved address (beyond the spec), its pincode checked as if typed.
  const saved = useQuery({ ...savedAddressesQuery, enabled: hydrated });
  const savedList = saved.data ?? [];
  const [prefill, setPrefill] = useState<'waiting' | 'done'>('waiting');
  const [chosenAddress, setChosenAddress] = useState('');
  const [saveAddress, setSaveAddress] = useState(false);
  if (hydrated && !draftRead) {
    setDraftRead(true);
    const draft = readDetailsDraft(user._id);
    if (draft) {
      setDetails(draft);
      setRestoredPincode(draft.pincode);
      setPrefill('done');
    }
  }
  if (draftRead && prefill === 'waiting' && (saved.isSuccess || saved.isError)) {
    setPrefill('done');
    const preferred = savedList.find((address) => address.isDefault) ?? savedList[0];
    if (preferred) {
      setDetails((current) => ({ ...current, ...addressDetails(preferred) }));
      setChosenAddress(preferred._id);
      setRestoredPincode(preferred.pincode);
    }
  }
  useEffect(() => {
    if (restoredPincode) pincodeChanged(restoredPincode);
    // Once, for the pincode found on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [restoredPincode]);
  useEffect(() => {
    if (draftRead) writeDetailsDraft(user._id, details);
  }, [draftRead, user._id, details]);

  const deliverable = service.kind !== 'done' || service.deliverable;
  // The shop's COD rules, decided by the server for this pincode and amount (one sentence to show).
  const pincodeChecked = service.kind === 'done' && service.deliverable ? details.pincode.trim() : null;
  const quote = useQuery(codQuoteQuery(pincodeChecked ? { pincode: pincodeChecked, amount: total, ...codLines } : null));
  const codAllowed = pincodeChecked !== null && quote.data?.allowed === true;
  // A COD choice made for an earlier pincode does not survive a pincode without COD.
  const method: PaymentMethod = codAllowed ? chosenMethod : 'online';
  const codNote = pincodeChecked === null ? 'Enter your pincode to see if Cash on Delivery is available.' : quote.data ? quote.data.note : quote.isError ? CODE_CHECK_FAILED : 'Checking Cash on Delivery...';
  const codFee = codAllowed ? (quote.data?.fee ?? 0) : 0;
  const payable = method === 'cod' && quote.data ? quote.data.total : total;
  const chargedFee = method === 'cod' ? codFee : 0;
  useEffect(() => onCodFee?.(chargedFee), [onCodFee, chargedFee]);

  const chooseAddress = (address: SavedAddress | null) => {
    setChosenAddress(address?._id ?? '');
    if (!address) return;
    setDetails((current) => ({ ...current, ...addressDetails(address) }));
    setErrors({});
    pincodeChanged(address.pincode);
  };
  // A saved address edited here is a new address (which may be saved in its turn).
  const chosen = savedList.find((address) => address._id === chosenAddress);
  const offerSave = saved.isSuccess && chosenAddress === '' && savedList.length < MAX_SAVED_ADDRESSES;
  const [savingAddress, setSavingAddress] = useState(false);
  const set = (field: DeliveryField) => (value: string) => {
    if (chosen && (ADDRESS_FIELDS as readonly string[]).includes(field) && chosen[field as (typeof ADDRESS_FIELDS)[number]] !== value) setChosenAddress('');
    // What the shopper types first is never overwritten by the default address arriving late.
    if (prefill === 'waiting') setPrefill('done');
    setDetails((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
    if (field === 'pincode') pincodeChanged(value);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = checkDeliveryDetails(details);
    if (!found.pincode && !deliverable) found.pincode = CHECKOUT_MESSAGES.notDeliverable;
    setErrors(found);
    const firstInvalid = FIELD_ORDER.find((field) => found[field]);
    if (firstInvalid) {
      document.getElementById(`checkout-${firstInvalid}`)?.focus();
      return;
    }
    const trimmed = Object.fromEntries(Object.entries(details).map(([key, value]) => [key, value.trim()])) as unknown as DeliveryDetails;
    const { alternativeNumber, ...required } = trimmed;
    if (blockedReason) return;
    const order = toRequest(method, { ...required, ...(alternativeNumber ? { alternativeNumber } : {}) }, payable);
    // Saved first (the online payment leaves the page); a refusal never stops the order.
    const saving = offerSave && saveAddress ? saveCheckoutAddress({ ...withoutEmail(required), ...(alternativeNumber ? { alternativeNumber } : {}) }).catch(() => undefined) : Promise.resolve();
    setSavingAddress(true);
    void saving.finally(() => setSavingAddress(false)).then(() =>
      place.mutate(order, {
        onError: (error) =>
          setFailure({ title: method === 'cod' ? CHECKOUT_MESSAGES.codFailed : CHECKOUT_MESSAGES.onlineFailed, detail: messageOf(error, '') }),
      }),
    );
  };

  const serviceMessage =
    service.kind === 'checking'
      ? { text: 'Checking delivery...', error: false }
      : service.kind === 'failed'
        ? { text: CHECKOUT_MESSAGES.pincodeCheckFailed, error: true }
        : service.kind === 'done'
          ? { text: service.deliverable ? CHECKOUT_MESSAGES.deliverable : CHECKOUT_MESSAGES.notDeliverable, error: !service.deliverable }
          : null;

  const promisedDay = service.kind === 'done' && service.deliverable ? (printed ? service.printedDeliveryBy : service.deliveryBy) : null;

  const field = (id: DeliveryField) => ({ id: `checkout-${id}`, value: details[id], onChange: set(id), error: errors[id] });

  return (
    <Form className={styles.form} onSubmit={submit} noValidate aria-labelledby="details-title">
      <h2 id="details-title" className={styles.sectionTitle}>
        Delivery details
      </h2>
      <SavedAddressChoice addresses={savedList} chosenId={chosenAddress} onChoose={chooseAddress} />
      <TextField classes={styles} required {...field('name')} label="Name" autoComplete="name" maxLength={100} />
      <TextField classes={styles} required {...field('email')} label="Email" type="email" autoComplete="email" maxLength={254} />
      <TextField classes={styles} required {...field('phoneNumber')} label="Phone number" type="tel" inputMode="numeric" autoComplete="tel-national" maxLength={10} />
      <TextField classes={styles} required {...field('alternativeNumber')} label="Alternative number" type="tel" inputMode="numeric" maxLength={10} optional />
      <TextField classes={styles} required {...field('deliveryAddress')} label="Delivery address" multiline autoComplete="street-address" maxLength={500} />
      <TextField classes={styles} required
        {...field('pincode')}
        label="Pincode"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={6}
        hint={lookingUp ? 'Finding your city and state...' : undefined}
      />
      <p className={serviceMessage?.error ? styles.serviceError : styles.serviceOk} role="status">
        {serviceMessage?.text ?? ''}
      </p>
      {promisedDay ? (
        <p className={styles.deliveryBy} data-testid="checkout-delivery-by">
          {deliveryByLine(promisedDay)}
        </p>
      ) : null}
      <div className={styles.pair}>
        <TextField classes={styles} required {...field('city')} label="City" autoComplete="address-level2" maxLength={100} />
        <TextField classes={styles} required {...field('state')} label="State" autoComplete="address-level1" maxLength={100} />
      </div>
      {offerSave ? (
        <label className={styles.radio}>
          <input type="checkbox" checked={saveAddress} onChange={(event) => setSaveAddress(event.target.checked)} />
          Save this address to my account
        </label>
      ) : null}
      <PaymentChoice method={method} onChange={setMethod} codAllowed={codAllowed} codNote={codNote} codFee={codFee} payable={payable} />
      {failure ? (
        <div className={styles.failure} role="alert">
          <p className={styles.failureTitle}>{failure.title}</p>
          {failure.detail ? <p>{failure.detail}</p> : null}
        </div>
      ) : null}
      {blockedReason ? <p className={styles.hint}>{blockedReason}</p> : null}
      <Button type="submit" size="lg" block disabled={place.isPending || savingAddress || !!blockedReason} aria-busy={place.isPending || savingAddress || undefined}>
        {place.isPending || savingAddress ? CHECKOUT_MESSAGES.processing : method === 'cod' ? CHECKOUT_MESSAGES.payOnDelivery : `Pay Now ${formatInr(total)}`}
      </Button>
    </Form>
  );
}

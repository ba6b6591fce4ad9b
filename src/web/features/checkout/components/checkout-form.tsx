import { deliveryByLine } from '../../../../shared/delivery-date';
import { useState, type FormEvent } from 'react';
import { messageOf } from '../../../../api/errors';
import { CHECKOUT_MESSAGES, checkDeliveryDetails, type DeliveryDetails, type DeliveryField } from '../../../../shared/checkout-rules';
import { formatInr } from '../../../../shared/money';
import type { ShopUser } from '../../../stores/auth-atoms';
import { Button } from '../../../components/ui/button';
import { useCodQuote } from '../hooks/use-cod-quote';
import { useDeliveryDetails } from '../hooks/use-delivery-details';
import type { ServiceCheck } from '../hooks/use-pincode-details';
import { usePlaceOrder, type PlaceRequest } from '../hooks/use-place-order';
import { PaymentChoice, type PaymentMethod } from './payment-choice';
import styles from './checkout.module.css';
import { TextField } from '../../../components/ui/text-field';
import { Form } from '../../../components/ui/form';
import { saveCheckoutAddress } from '../api/saved-address-calls';
import { SavedAddressChoice } from './saved-address-choice';

/** The delivery details as the server takes them (alternative number only when given). */
export type DeliveryFields = Omit<DeliveryDetails, 'alternativeNumber'> & { alternativeNumber?: string };

export interface CheckoutFormProps {
  /** What the shopper pays before any COD fee, in rupees: the server's quote (null while it is asked for). */
  total: number | null;
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

const withoutEmail = ({ email: _email, ...rest }: Omit<DeliveryDetails, 'alternativeNumber'>) => rest;

/** The personal-details form, the payment method and the pay button (spec sections 2, 4 and 5). */
export function CheckoutForm({ total, codLines, user, toRequest, blockedReason, printed = false, onCodFee }: CheckoutFormProps) {
  const [chosenMethod, setMethod] = useState<PaymentMethod>('online');
  const [failure, setFailure] = useState<{ title: string; detail: string } | null>(null);
  const place = usePlaceOrder();
  const { details, errors, setErrors, set, service, lookingUp, savedList, chosenAddress, chooseAddress, offerSave, saveAddress, setSaveAddress } = useDeliveryDetails(user);
  const { deliverable, method, codAllowed, codNote, codFee, payable } = useCodQuote({ service, pincode: details.pincode, total, codLines, chosenMethod, onCodFee });
  const [savingAddress, setSavingAddress] = useState(false);

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
    if (blockedReason || payable === null) return;
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
      <DeliveryServiceNote service={service} printed={printed} />
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
      <PaymentChoice method={method} onChange={setMethod} codAllowed={codAllowed} codNote={codNote} codFee={codFee} payable={payable ?? 0} />
      <PlaceOrderFailure failure={failure} />
      {blockedReason ? <p className={styles.hint}>{blockedReason}</p> : null}
      <Button type="submit" size="lg" block disabled={place.isPending || savingAddress || !!blockedReason} aria-busy={place.isPending || savingAddress || undefined}>
        {payLabel(place.isPending || savingAddress, method, total)}
      </Button>
    </Form>
  );
}

/** The pay button's text (spec): 'Processing...' while placing, 'Pay on Delivery' for COD, else 'Pay Now' with the quote's total. */
function payLabel(busy: boolean, method: PaymentMethod, total: number | null): string {
  if (busy) return CHECKOUT_MESSAGES.processing;
  if (method === 'cod') return CHECKOUT_MESSAGES.payOnDelivery;
  return total === null ? 'Loading...' : `Pay Now ${formatInr(total)}`;
}

/** What the pincode's service check said, and the day a deliverable order is promised by. */
function DeliveryServiceNote({ service, printed }: { service: ServiceCheck; printed: boolean }) {
  const serviceMessage =
    service.kind === 'checking'
      ? { text: 'Checking delivery...', error: false }
      : service.kind === 'failed'
        ? { text: CHECKOUT_MESSAGES.pincodeCheckFailed, error: true }
        : service.kind === 'done'
          ? { text: service.deliverable ? CHECKOUT_MESSAGES.deliverable : CHECKOUT_MESSAGES.notDeliverable, error: !service.deliverable }
          : null;

  const promisedDay = service.kind === 'done' && service.deliverable ? (printed ? service.printedDeliveryBy : service.deliveryBy) : null;

  return (
    <>
      <p className={serviceMessage?.error ? styles.serviceError : styles.serviceOk} role="status">
        {serviceMessage?.text ?? ''}
      </p>
      {promisedDay ? (
        <p className={styles.deliveryBy} data-testid="checkout-delivery-by">
          {deliveryByLine(promisedDay)}
        </p>
      ) : null}
    </>
  );
}

/** Why the order was not placed (the provider or the server refused it). */
function PlaceOrderFailure({ failure }: { failure: { title: string; detail: string } | null }) {
  if (!failure) return null;
  return (
    <div className={styles.failure} role="alert">
      <p className={styles.failureTitle}>{failure.title}</p>
      {failure.detail ? <p>{failure.detail}</p> : null}
    </div>
  );
}

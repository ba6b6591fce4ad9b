import { useState, type FormEvent } from 'react';
import { messageOf } from '../../../../api/errors';
import { CHECKOUT_MESSAGES, checkDeliveryDetails, type DeliveryDetails, type DeliveryField } from '../../../../shared/checkout-rules';
import { formatInr } from '../../../../shared/money';
import type { ShopUser } from '../../../app/auth-atoms';
import { Button } from '../../../components/ui/button';
import { usePincodeDetails } from '../hooks/use-pincode-details';
import { usePlaceOrder } from '../hooks/use-place-order';
import { orderTotal, type CheckoutState } from '../logic/checkout-state';
import { CheckoutField } from './checkout-field';
import { PaymentChoice, type PaymentMethod } from './payment-choice';
import styles from './checkout.module.css';

export interface CheckoutFormProps {
  productId: string;
  variantId: string;
  order: CheckoutState;
  productCod: boolean;
  user: ShopUser;
}

const FIELD_ORDER: DeliveryField[] = ['name', 'email', 'phoneNumber', 'alternativeNumber', 'deliveryAddress', 'pincode', 'city', 'state'];

/** The personal-details form, the payment method and the pay button (spec sections 2, 4 and 5). */
export function CheckoutForm({ productId, variantId, order, productCod, user }: CheckoutFormProps) {
  const [details, setDetails] = useState<DeliveryDetails>({
    name: user.username,
    email: user.email,
    phoneNumber: user.phone,
    alternativeNumber: '',
    deliveryAddress: user.address,
    pincode: '',
    city: '',
    state: '',
  });
  const [errors, setErrors] = useState<Partial<Record<DeliveryField, string>>>({});
  const [chosenMethod, setMethod] = useState<PaymentMethod>('online');
  const [failure, setFailure] = useState<{ title: string; detail: string } | null>(null);
  const place = usePlaceOrder();
  const { service, lookingUp, pincodeChanged } = usePincodeDetails((placeFound) => {
    setDetails((current) => ({ ...current, ...placeFound }));
    setErrors((current) => ({ ...current, city: undefined, state: undefined }));
  });

  const deliverable = service.kind !== 'done' || service.deliverable;
  const codAllowed = productCod && service.kind === 'done' && service.deliverable && service.codAvailable;
  // A COD choice made for an earlier pincode does not survive a pincode without COD.
  const method: PaymentMethod = codAllowed ? chosenMethod : 'online';
  const codNote = !productCod
    ? 'Cash on Delivery is not available for this product.'
    : service.kind === 'done' && service.deliverable
      ? 'Cash on Delivery is not available at this pincode.'
      : 'Enter your pincode to see if Cash on Delivery is available.';

  const set = (field: DeliveryField) => (value: string) => {
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
    place.mutate(
      {
        method,
        draft: {
          ...required,
          ...(alternativeNumber ? { alternativeNumber } : {}),
          product: { productId, variantId, quantity: order.quantity, price: order.price, size: order.size },
          totalAmount: orderTotal(order),
        },
      },
      {
        onError: (error) =>
          setFailure({ title: method === 'cod' ? CHECKOUT_MESSAGES.codFailed : CHECKOUT_MESSAGES.onlineFailed, detail: messageOf(error, '') }),
      },
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

  const field = (id: DeliveryField) => ({ id: `checkout-${id}`, value: details[id], onChange: set(id), error: errors[id] });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="details-title">
      <h2 id="details-title" className={styles.sectionTitle}>
        Delivery details
      </h2>
      <CheckoutField {...field('name')} label="Name" autoComplete="name" maxLength={100} />
      <CheckoutField {...field('email')} label="Email" type="email" autoComplete="email" maxLength={254} />
      <CheckoutField {...field('phoneNumber')} label="Phone number" type="tel" inputMode="numeric" autoComplete="tel-national" maxLength={10} />
      <CheckoutField {...field('alternativeNumber')} label="Alternative number" type="tel" inputMode="numeric" maxLength={10} optional />
      <CheckoutField {...field('deliveryAddress')} label="Delivery address" multiline autoComplete="street-address" maxLength={500} />
      <CheckoutField
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
      <div className={styles.pair}>
        <CheckoutField {...field('city')} label="City" autoComplete="address-level2" maxLength={100} />
        <CheckoutField {...field('state')} label="State" autoComplete="address-level1" maxLength={100} />
      </div>
      <PaymentChoice method={method} onChange={setMethod} codAllowed={codAllowed} codNote={codNote} />
      {failure ? (
        <div className={styles.failure} role="alert">
          <p className={styles.failureTitle}>{failure.title}</p>
          {failure.detail ? <p>{failure.detail}</p> : null}
        </div>
      ) : null}
      <Button type="submit" size="lg" block disabled={place.isPending} aria-busy={place.isPending || undefined}>
        {place.isPending ? CHECKOUT_MESSAGES.processing : method === 'cod' ? CHECKOUT_MESSAGES.payOnDelivery : `Pay Now ${formatInr(orderTotal(order))}`}
      </Button>
    </form>
  );
}

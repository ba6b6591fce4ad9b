import { useRef, useState } from 'react';
import { PINCODE_PATTERN } from '../../../../shared/checkout-rules';
import { checkService, lookupPostalCode } from '../api/checkout-calls';

export type ServiceCheck =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'failed' }
  | { kind: 'done'; deliverable: boolean; codAvailable: boolean; deliveryBy: string | null; printedDeliveryBy: string | null };

/**
 * Typing a 6-digit pincode fills city and state from the postal lookup (when it knows the
 * pincode) and runs the shop's service check (spec section 5). Answers for a pincode the
 * shopper has since changed are dropped.
 */
export function usePincodeDetails(onPlace: (place: { city: string; state: string }) => void) {
  const [service, setService] = useState<ServiceCheck>({ kind: 'idle' });
  const [lookingUp, setLookingUp] = useState(false);
  const latest = useRef('');

  const pincodeChanged = (value: string) => {
    const pincode = value.trim();
    latest.current = pincode;
    if (!PINCODE_PATTERN.test(pincode)) {
      setService({ kind: 'idle' });
      setLookingUp(false);
      return;
    }
    setService({ kind: 'checking' });
    setLookingUp(true);
    checkService(pincode).then(
      (answer) => latest.current === pincode && setService({ kind: 'done', deliverable: answer.status, codAvailable: answer.codAvailable, deliveryBy: answer.deliveryBy, printedDeliveryBy: answer.printedDeliveryBy }),
      () => latest.current === pincode && setService({ kind: 'failed' }),
    );
    lookupPostalCode(pincode)
      .then((place) => {
        if (latest.current === pincode && place.found) onPlace({ city: place.city, state: place.state });
      })
      // Unreachable or unknown: the shopper types city and state.
      .catch(() => undefined)
      .finally(() => latest.current === pincode && setLookingUp(false));
  };

  return { service, lookingUp, pincodeChanged };
}

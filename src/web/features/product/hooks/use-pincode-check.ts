import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { checkPincode } from '../api/product-calls';
import { PINCODE_MESSAGES, parsePincode, pincodeOutcome, type PincodeOutcome } from '../logic/pincode';

/**
 * The pincode check (spec sections 4, 5 and 8): a pincode that is not six digits is refused
 * without a call; otherwise the shop's serviceability rules answer, and a failed call says so.
 */
export function usePincodeCheck(productCod: boolean): {
  check: (input: string) => void;
  outcome: PincodeOutcome | null;
  checking: boolean;
} {
  const [invalid, setInvalid] = useState(false);
  const lookup = useMutation({ mutationFn: checkPincode });

  const check = (input: string) => {
    const pincode = parsePincode(input);
    setInvalid(pincode === null);
    if (pincode === null) lookup.reset();
    else lookup.mutate(pincode);
  };

  let outcome: PincodeOutcome | null = null;
  if (invalid) outcome = { kind: 'invalid', message: PINCODE_MESSAGES.invalid };
  else if (lookup.isError) outcome = { kind: 'failed', message: PINCODE_MESSAGES.failed };
  else if (lookup.data) outcome = pincodeOutcome(lookup.data, productCod);

  return { check, outcome, checking: lookup.isPending };
}

import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { useHydrated } from '../../../../react-hooks/use-hydrated';
import { MAX_SAVED_ADDRESSES } from '../../../../shared/address-rules';
import type { DeliveryDetails, DeliveryField } from '../../../../shared/checkout-rules';
import type { ShopUser } from '../../../stores/auth-atoms';
import { savedAddressesQuery, type SavedAddress } from '../api/saved-address-calls';
import { readDetailsDraft, writeDetailsDraft } from '../logic/details-draft';
import { usePincodeDetails } from './use-pincode-details';

/** The fields a saved address holds (the e-mail stays the account's). */
const ADDRESS_FIELDS = ['name', 'phoneNumber', 'alternativeNumber', 'deliveryAddress', 'pincode', 'city', 'state'] as const satisfies readonly DeliveryField[];

const addressDetails = (address: SavedAddress) => Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, address[field]])) as Pick<DeliveryDetails, (typeof ADDRESS_FIELDS)[number]>;

/**
 * The checkout form's delivery details: what is typed, its errors, the pincode's service check,
 * the saved address chosen (if any) and whether to save a new one.
 */
export function useDeliveryDetails(user: ShopUser) {
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
  const { service, lookingUp, pincodeChanged } = usePincodeDetails((placeFound) => {
    setDetails((current) => ({ ...current, ...placeFound }));
    setErrors((current) => ({ ...current, city: undefined, state: undefined }));
  });
  const { saved, savedList, prefill, setPrefill, chosenAddress, setChosenAddress, saveAddress, setSaveAddress } = useStartingDetails(user._id, details, setDetails, pincodeChanged);

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
  const set = (field: DeliveryField) => (value: string) => {
    if (chosen && (ADDRESS_FIELDS as readonly string[]).includes(field) && chosen[field as (typeof ADDRESS_FIELDS)[number]] !== value) setChosenAddress('');
    // What the shopper types first is never overwritten by the default address arriving late.
    if (prefill === 'waiting') setPrefill('done');
    setDetails((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
    if (field === 'pincode') pincodeChanged(value);
  };

  return { details, errors, setErrors, set, service, lookingUp, savedList, chosenAddress, chooseAddress, offerSave, saveAddress, setSaveAddress };
}

/**
 * After the profile's details: what this tab typed before (Back and Forward, a reload), read once
 * the page has hydrated (state adjusted while rendering), or without such a draft the default
 * saved address (beyond the spec); a pincode found either way is checked again as if typed
 * (delivery and COD may have changed). From then on what is typed is kept for the tab.
 */
function useStartingDetails(userId: string, details: DeliveryDetails, setDetails: Dispatch<SetStateAction<DeliveryDetails>>, pincodeChanged: (pincode: string) => void) {
  const hydrated = useHydrated();
  const [draftRead, setDraftRead] = useState(false);
  const [restoredPincode, setRestoredPincode] = useState('');
  const saved = useQuery({ ...savedAddressesQuery, enabled: hydrated });
  const savedList = saved.data ?? [];
  const [prefill, setPrefill] = useState<'waiting' | 'done'>('waiting');
  const [chosenAddress, setChosenAddress] = useState('');
  const [saveAddress, setSaveAddress] = useState(false);
  if (hydrated && !draftRead) {
    setDraftRead(true);
    const draft = readDetailsDraft(userId);
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
    if (draftRead) writeDetailsDraft(userId, details);
  }, [draftRead, userId, details]);

  return { saved, savedList, prefill, setPrefill, chosenAddress, setChosenAddress, saveAddress, setSaveAddress };
}

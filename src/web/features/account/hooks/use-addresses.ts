import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { authStateAtom } from '../../../stores/auth-atoms';
import { queryKeys } from '../../../../api/query-keys';
import { addAddress, addressesQuery, deleteAddress, makeDefaultAddress, updateAddress, type AddressInput, type SavedAddress } from '../api/address-calls';

/** The signed-in shopper's saved addresses; not asked for while signed out or unknown. */
export function useAddresses() {
  const auth = useAtomValue(authStateAtom);
  return useQuery({ ...addressesQuery, enabled: auth.status === 'signed-in' });
}

/** Every address write, each refreshing the list (the default may have moved). */
export function useAddressWrites() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.account.addresses });
  const setList = (list: SavedAddress[]) => queryClient.setQueryData(queryKeys.account.addresses, list);
  return {
    save: useMutation({
      mutationFn: ({ id, input }: { id: string | null; input: AddressInput }) => (id ? updateAddress(id, input) : addAddress(input)),
      onSettled: refresh,
    }),
    remove: useMutation({ mutationFn: deleteAddress, onSuccess: setList, onSettled: refresh }),
    makeDefault: useMutation({ mutationFn: makeDefaultAddress, onSuccess: setList, onSettled: refresh }),
  };
}

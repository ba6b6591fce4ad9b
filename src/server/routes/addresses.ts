import type { Db } from '../db/client';
import { ADDRESS_MESSAGES } from '../../shared/address-rules';
import { addSavedAddress, deleteSavedAddress, listSavedAddresses, setDefaultAddress, updateSavedAddress } from '../services/addresses/saved-addresses';
import { envelope, sendJson, sessionHandler, type Handlers } from './handler';

const noStore = { 'cache-control': 'no-store' };

/** The signed-in shopper's saved delivery addresses: the session decides whose, never the body. */
export function addressHandlers({ db }: { db: Db }) {
  return {
    listAddresses: sessionHandler(async (request, reply) => sendJson(reply.headers(noStore), envelope(await listSavedAddresses(db, request.user.id)))),
    addAddress: sessionHandler(async (request, reply) =>
      sendJson(reply.code(201).headers(noStore), envelope(await addSavedAddress(db, request.user.id, request.body), ADDRESS_MESSAGES.added)),
    ),
    updateAddress: sessionHandler(async (request, reply) => {
      const saved = await updateSavedAddress(db, request.user.id, request.params.addressId.toLowerCase(), request.body);
      return sendJson(reply.headers(noStore), envelope(saved, ADDRESS_MESSAGES.updated));
    }),
    deleteAddress: sessionHandler(async (request, reply) => {
      const left = await deleteSavedAddress(db, request.user.id, request.params.addressId.toLowerCase());
      return sendJson(reply.headers(noStore), envelope(left, ADDRESS_MESSAGES.deleted));
    }),
    setDefaultAddress: sessionHandler(async (request, reply) => {
      const all = await setDefaultAddress(db, request.user.id, request.params.addressId.toLowerCase());
      return sendJson(reply.headers(noStore), envelope(all, ADDRESS_MESSAGES.madeDefault));
    }),
  } satisfies Partial<Handlers>;
}

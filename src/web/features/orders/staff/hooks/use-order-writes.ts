import { createShipment, createShipments, decideReturn, markRefundPaidOut, moveOrder, retryRefund } from '../api/order-calls';
import { useStaffWrite } from '../../../../hooks/staff/use-staff-writes';

/** Creates the courier shipment of one order, or of many; only the staff lists change. */
export const useCreateShipment = () => useStaffWrite(createShipment, 'staff');
export const useCreateShipments = () => useStaffWrite(createShipments, 'staff');

/** Moves an order along its life cycle; only the staff lists change. */
export const useMoveOrder = () => useStaffWrite(moveOrder, 'staff');

/** Accepts or refuses a return request; only the staff lists change (a return puts stock back: the catalogue refetches too). */
export const useDecideReturn = () => useStaffWrite(decideReturn, 'all');

/** Retries (or checks) a refund with the provider, or marks a cash on delivery refund paid out; only the staff lists change. */
export const useRetryRefund = () => useStaffWrite(retryRefund, 'staff');
export const useMarkRefundPaidOut = () => useStaffWrite(markRefundPaidOut, 'staff');

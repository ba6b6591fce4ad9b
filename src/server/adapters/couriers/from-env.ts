import type { Db } from '../../db/client';
import type { CourierProviderName } from '../../../shared/shipment-states';
import { localCourier } from './local/provider';
import type { CourierProvider } from './provider';
import { readShiprocketConfig } from './shiprocket/config';
import { shiprocketCourier } from './shiprocket/provider';

/**
 * The courier COURIER_PROVIDER names: Shiprocket, configured by its SHIPROCKET_* variables
 * (checked at start), or the shop's own rules. The local one needs the database, so buildApp
 * makes it when this answers undefined.
 */
export function courierProviderFromEnv(kind: CourierProviderName, env: NodeJS.ProcessEnv): CourierProvider | undefined {
  return kind === 'shiprocket' ? shiprocketCourier(readShiprocketConfig(env)) : undefined;
}

/** The shop's own courier over its database. */
export const defaultCourier = (db: Db, webhookToken: string | undefined): CourierProvider => localCourier({ db, webhookToken });

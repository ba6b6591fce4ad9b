import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { codBlockedPincodes, shopSettings } from '../../db/schema';
import { DomainError } from '../../errors';
import { DEFAULT_DELIVERY_RULE } from '../../../shared/delivery-charge';
import { PINCODE_PATTERN } from '../../../shared/checkout-rules';
import { DEFAULT_COD_SETTINGS, MAX_COD_BLOCKED_PINCODES, MAX_COD_FEE_BASIS_POINTS, MAX_COD_SETTING_PAISE, type CodSettings } from '../../../shared/cod-rules';

type Reader = Pick<Db, 'select'>;

export const COD_SETTINGS_MESSAGES = {
  saved: 'Cash on Delivery rules saved.',
  wholeRupees: 'Enter amounts in whole rupees from 0 to 1,00,000.',
  minAboveMax: 'The COD minimum cannot be above the COD maximum.',
  percent: 'A percent fee is from 0 to 20 %, in steps of 0.01 %.',
  refusals: 'Refused deliveries: a whole number from 1 to 20, or left empty for no limit.',
  pincode: (pincode: string) => `'${pincode}' is not a 6-digit pincode.`,
  tooManyPincodes: `At most ${MAX_COD_BLOCKED_PINCODES} pincodes can be listed without COD.`,
} as const;

/** The COD rules and staff's list of pincodes without COD, as the staff screen edits them. */
export interface CodRules {
  settings: CodSettings;
  blockedPincodes: string[];
}

/** The COD settings now (the defaults until staff first save them). */
export async function codSettings(db: Reader): Promise<CodSettings> {
  const [row] = await db
    .select({
      minPaise: shopSettings.codMinPaise,
      maxPaise: shopSettings.codMaxPaise,
      feeKind: shopSettings.codFeeKind,
      feeValue: shopSettings.codFeeValue,
      offForDesigns: shopSettings.codOffForDesigns,
      confirmDesigns: shopSettings.codConfirmDesigns,
      confirmAbovePaise: shopSettings.codConfirmAbovePaise,
      maxRefusals: shopSettings.codMaxRefusals,
    })
    .from(shopSettings)
    .where(eq(shopSettings.id, 1))
    .limit(1);
  return row ?? DEFAULT_COD_SETTINGS;
}

/** Whether staff listed the pincode without COD. */
export async function pincodeBlockedForCod(db: Reader, pincode: string): Promise<boolean> {
  const [row] = await db.select({ pincode: codBlockedPincodes.pincode }).from(codBlockedPincodes).where(eq(codBlockedPincodes.pincode, pincode)).limit(1);
  return !!row;
}

export async function codRules(db: Reader): Promise<CodRules> {
  const blocked = await db.select({ pincode: codBlockedPincodes.pincode }).from(codBlockedPincodes).orderBy(asc(codBlockedPincodes.pincode));
  return { settings: await codSettings(db), blockedPincodes: blocked.map((row) => row.pincode) };
}

const wholeRupees = (paise: number) => Number.isInteger(paise) && paise >= 0 && paise <= MAX_COD_SETTING_PAISE && paise % 100 === 0;

/** Every figure checked here too, whatever called: the first problem in words. */
function checkRules({ settings, blockedPincodes }: CodRules): void {
  const amounts = [settings.minPaise, settings.maxPaise, settings.confirmAbovePaise, ...(settings.feeKind === 'flat' ? [settings.feeValue] : [])];
  if (!amounts.every((paise) => paise === null || wholeRupees(paise))) throw new DomainError('INVALID_DATA', COD_SETTINGS_MESSAGES.wholeRupees);
  if (settings.maxPaise !== null && settings.minPaise > settings.maxPaise) throw new DomainError('INVALID_DATA', COD_SETTINGS_MESSAGES.minAboveMax);
  if (settings.feeKind === 'percent' && !(Number.isInteger(settings.feeValue) && settings.feeValue >= 0 && settings.feeValue <= MAX_COD_FEE_BASIS_POINTS)) {
    throw new DomainError('INVALID_DATA', COD_SETTINGS_MESSAGES.percent);
  }
  if (settings.maxRefusals !== null && !(Number.isInteger(settings.maxRefusals) && settings.maxRefusals >= 1 && settings.maxRefusals <= 20)) {
    throw new DomainError('INVALID_DATA', COD_SETTINGS_MESSAGES.refusals);
  }
  const wrong = blockedPincodes.find((pincode) => !PINCODE_PATTERN.test(pincode));
  if (wrong !== undefined) throw new DomainError('INVALID_DATA', COD_SETTINGS_MESSAGES.pincode(wrong));
  if (new Set(blockedPincodes).size > MAX_COD_BLOCKED_PINCODES) throw new DomainError('INVALID_DATA', COD_SETTINGS_MESSAGES.tooManyPincodes);
}

/** Staff save the COD rules and the whole list of pincodes without COD, together. */
export async function saveCodRules(db: Db, rules: CodRules): Promise<CodRules> {
  checkRules(rules);
  const { settings } = rules;
  const columns = {
    codMinPaise: settings.minPaise,
    codMaxPaise: settings.maxPaise,
    codFeeKind: settings.feeKind,
    codFeeValue: settings.feeValue,
    codOffForDesigns: settings.offForDesigns,
    codConfirmDesigns: settings.confirmDesigns,
    codConfirmAbovePaise: settings.confirmAbovePaise,
    codMaxRefusals: settings.maxRefusals,
  };
  const pincodes = [...new Set(rules.blockedPincodes)].sort();
  await db.transaction(async (tx) => {
    await tx
      .insert(shopSettings)
      .values({ id: 1, ...DEFAULT_DELIVERY_RULE, ...columns })
      .onConflictDoUpdate({ target: shopSettings.id, set: { ...columns, updatedAt: sql`now()` } });
    await tx.delete(codBlockedPincodes);
    if (pincodes.length) await tx.insert(codBlockedPincodes).values(pincodes.map((pincode) => ({ pincode })));
  });
  return { settings, blockedPincodes: pincodes };
}

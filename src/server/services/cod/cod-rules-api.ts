import type { components } from '../../../api/schema.gen';
import { paiseToRupees, rupeesToPaise } from '../../../shared/money';
import type { CodRules } from './cod-settings';

export type CodRulesBody = components['schemas']['CodRules'];

const toPaise = (rupees: number | null) => (rupees === null ? null : rupeesToPaise(rupees));
const toRupees = (paise: number | null) => (paise === null ? null : paiseToRupees(paise));

/** x 100 without floating-point dust (2.55 is 255, not 254.99999999999997); a finer figure stays fractional. */
function hundredths(value: number): number {
  const raw = value * 100;
  const whole = Math.round(raw);
  return Math.abs(raw - whole) < 1e-6 ? whole : raw;
}

/**
 * The COD rules as the API shows them: whole rupees, a percent fee as a percent (2.5), and the
 * stored figures: paise, basis points (250). A percent with more than two decimals keeps its
 * fraction of a basis point, which the settings' own check refuses in words.
 */
export function codRulesFromApi(body: CodRulesBody): CodRules {
  return {
    settings: {
      minPaise: rupeesToPaise(body.minOrder),
      maxPaise: toPaise(body.maxOrder),
      feeKind: body.feeKind,
      // Rupees to paise (flat) and percent to basis points are both hundredths.
      feeValue: hundredths(body.fee),
      offForDesigns: body.offForDesigns,
      confirmDesigns: body.confirmDesigns,
      confirmAbovePaise: toPaise(body.confirmAbove),
      maxRefusals: body.maxRefusals,
    },
    blockedPincodes: body.blockedPincodes,
  };
}

export function codRulesToApi({ settings, blockedPincodes }: CodRules): CodRulesBody {
  return {
    minOrder: paiseToRupees(settings.minPaise),
    maxOrder: toRupees(settings.maxPaise),
    feeKind: settings.feeKind,
    fee: settings.feeValue / 100,
    offForDesigns: settings.offForDesigns,
    confirmDesigns: settings.confirmDesigns,
    confirmAbove: toRupees(settings.confirmAbovePaise),
    maxRefusals: settings.maxRefusals,
    blockedPincodes,
  };
}

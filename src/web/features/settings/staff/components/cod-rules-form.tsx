import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { codRulesQuery, saveCodRules, type CodRules } from '../api/settings-calls';
import { useStaffWrite } from '../../../../hooks/staff/use-staff-writes';
import { NumberField } from '../../../../components/staff/form-controls';
import { WriteNotice } from '../../../../components/staff/write-notice';
import styles from '../../../../components/staff/staff-styles';

/** The form's fields as typed (empty: no limit). */
interface Draft {
  minOrder: string;
  maxOrder: string;
  feeKind: CodRules['feeKind'];
  fee: string;
  offForDesigns: boolean;
  confirmDesigns: boolean;
  confirmAbove: string;
  maxRefusals: string;
  blockedPincodes: string;
}

const draftOf = (rules: CodRules): Draft => ({
  minOrder: String(rules.minOrder),
  maxOrder: rules.maxOrder === null ? '' : String(rules.maxOrder),
  feeKind: rules.feeKind,
  fee: String(rules.fee),
  offForDesigns: rules.offForDesigns,
  confirmDesigns: rules.confirmDesigns,
  confirmAbove: rules.confirmAbove === null ? '' : String(rules.confirmAbove),
  maxRefusals: rules.maxRefusals === null ? '' : String(rules.maxRefusals),
  blockedPincodes: rules.blockedPincodes.join('\n'),
});

const orNull = (text: string) => (text.trim() === '' ? null : Number(text));

/** The body to save: numbers as typed (the server checks every one and says what is wrong), pincodes split on spaces, commas and lines. */
const rulesOf = (draft: Draft): CodRules => ({
  minOrder: Number(draft.minOrder || 0),
  maxOrder: orNull(draft.maxOrder),
  feeKind: draft.feeKind,
  fee: Number(draft.fee || 0),
  offForDesigns: draft.offForDesigns,
  confirmDesigns: draft.confirmDesigns,
  confirmAbove: orNull(draft.confirmAbove),
  maxRefusals: orNull(draft.maxRefusals),
  blockedPincodes: draft.blockedPincodes.split(/[\s,]+/).filter(Boolean),
});

/** Staff set the Cash on Delivery rules: limits, fee, custom designs, confirmation, refused deliveries and pincodes without COD. */
export function CodRulesForm() {
  const rules = useQuery(codRulesQuery);
  const [draft, setDraft] = useState<Draft | null>(null);
  const { mutation, notice } = useStaffWrite(saveCodRules, 'staff');
  if (!rules.data) return <p className={styles.hint}>Loading...</p>;
  const shown = draft ?? draftOf(rules.data);
  const set = (patch: Partial<Draft>) => setDraft({ ...shown, ...patch });
  return (
    <form
      className={styles.section}
      aria-labelledby="cod-rules-title"
      onSubmit={(event) => {
        event.preventDefault();
        mutation.mutate(rulesOf(shown), { onSuccess: () => setDraft(null) });
      }}
    >
      <h2 id="cod-rules-title" className={styles.label}>
        Cash on Delivery rules
      </h2>
      <p className={styles.hint}>Checkout enforces every rule and explains it to the shopper in one sentence before they press the button.</p>
      <div className={styles.grid}>
        <NumberField id="cod-min" inputMode="decimal" label="COD from an order of (₹)" hint="0: any amount." value={shown.minOrder} onChange={(minOrder) => set({ minOrder })} />
        <NumberField id="cod-max" inputMode="decimal" label="COD up to an order of (₹)" hint="Empty: no limit." value={shown.maxOrder} onChange={(maxOrder) => set({ maxOrder })} />
        <div className={styles.field}>
          <label htmlFor="cod-fee-kind" className={styles.label}>
            COD fee
          </label>
          <select id="cod-fee-kind" className={styles.input} value={shown.feeKind} onChange={(event) => set({ feeKind: event.target.value as Draft['feeKind'] })}>
            <option value="flat">Flat (₹)</option>
            <option value="percent">Percent of the order</option>
          </select>
        </div>
        <NumberField
          id="cod-fee"
          inputMode="decimal"
          label={shown.feeKind === 'flat' ? 'Fee (₹)' : 'Fee (%)'}
          hint={shown.feeKind === 'flat' ? 'Shown as its own line at checkout and on the invoice.' : 'Up to 20 %, rounded up to the rupee.'}
          step={shown.feeKind === 'flat' ? 1 : 0.01}
          value={shown.fee}
          onChange={(fee) => set({ fee })}
        />
        <NumberField id="cod-confirm-above" inputMode="decimal" label="Shopper confirms orders above (₹)" hint="Empty: none for their value." value={shown.confirmAbove} onChange={(confirmAbove) => set({ confirmAbove })} />
        <NumberField id="cod-refusals" inputMode="decimal" label="No COD after refused deliveries (in 90 days)" hint="Empty: no limit." value={shown.maxRefusals} onChange={(maxRefusals) => set({ maxRefusals })} />
      </div>
      <label className={styles.choice}>
        <input type="checkbox" checked={shown.offForDesigns} onChange={(event) => set({ offForDesigns: event.target.checked })} />
        No COD for orders with a custom design
      </label>
      <label className={styles.choice}>
        <input type="checkbox" checked={shown.confirmDesigns} onChange={(event) => set({ confirmDesigns: event.target.checked })} />
        Custom-design COD orders wait for the shopper&apos;s confirmation (mailed link, 24 hours)
      </label>
      <div className={styles.field}>
        <label htmlFor="cod-pincodes" className={styles.label}>
          Pincodes without COD
        </label>
        <textarea id="cod-pincodes" className={styles.input} rows={4} value={shown.blockedPincodes} onChange={(event) => set({ blockedPincodes: event.target.value })} aria-describedby="cod-pincodes-hint" />
        <span id="cod-pincodes-hint" className={styles.hint}>
          6-digit pincodes, one per line (or separated by commas).
        </span>
      </div>
      <Button type="submit" variant="secondary" disabled={mutation.isPending}>
        Save COD rules
      </Button>
      <WriteNotice notice={notice} />
    </form>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { deliveryRuleQuery, saveDeliveryRule } from '../api/settings-calls';
import { useStaffWrite } from '../../../../hooks/staff/use-staff-writes';
import { NumberField } from '../../../../components/staff/form-controls';
import { WriteNotice } from '../../../../components/staff/write-notice';
import styles from '../../../../components/staff/staff-styles';

/** Staff set the delivery charge and the subtotal from which delivery is free (whole rupees; the server checks them). */
export function DeliveryRuleForm() {
  const rule = useQuery(deliveryRuleQuery);
  const [draft, setDraft] = useState<{ freeDeliveryFrom: string; deliveryCharge: string } | null>(null);
  const { mutation, notice } = useStaffWrite(saveDeliveryRule, 'staff');
  if (!rule.data) return <p className={styles.hint}>Loading...</p>;
  const shown = draft ?? { freeDeliveryFrom: String(rule.data.freeDeliveryFrom), deliveryCharge: String(rule.data.deliveryCharge) };
  return (
    <form
      className={styles.section}
      aria-labelledby="delivery-rule-title"
      onSubmit={(event) => {
        event.preventDefault();
        mutation.mutate({ freeDeliveryFrom: Number(shown.freeDeliveryFrom), deliveryCharge: Number(shown.deliveryCharge) }, { onSuccess: () => setDraft(null) });
      }}
    >
      <h2 id="delivery-rule-title" className={styles.label}>
        Delivery charge
      </h2>
      <div className={styles.grid}>
        <NumberField id="free-delivery-from" label="Free delivery from (₹)" max={100000} required value={shown.freeDeliveryFrom} onChange={(freeDeliveryFrom) => setDraft({ ...shown, freeDeliveryFrom })} />
        <NumberField id="delivery-charge" label="Delivery charge below that (₹)" max={100000} required value={shown.deliveryCharge} onChange={(deliveryCharge) => setDraft({ ...shown, deliveryCharge })} />
      </div>
      <Button type="submit" variant="secondary" disabled={mutation.isPending}>
        Save delivery charge
      </Button>
      <WriteNotice notice={notice} />
    </form>
  );
}

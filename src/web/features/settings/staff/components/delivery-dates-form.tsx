import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { deliveryDatesQuery, saveDeliveryDates } from '../api/settings-calls';
import { useStaffWrite } from '../../../../hooks/staff/use-staff-writes';
import { NumberField } from '../../../../components/staff/form-controls';
import { WriteNotice } from '../../../../components/staff/write-notice';
import styles from '../../../../components/staff/staff-styles';

interface Draft {
  dispatchDaysStock: string;
  dispatchDaysPrinted: string;
  cutoffHour: string;
  holidays: string;
}

/** Holidays as staff type them: one a line, or separated by commas or spaces. */
const holidayList = (text: string) => text.split(/[\s,]+/).filter(Boolean);

/** Staff set the dispatch times, the day's cut-off and the holidays behind 'Delivery by ...' (the server checks them). */
export function DeliveryDatesForm() {
  const rules = useQuery(deliveryDatesQuery);
  const [draft, setDraft] = useState<Draft | null>(null);
  const { mutation, notice } = useStaffWrite(saveDeliveryDates, 'staff');
  if (!rules.data) return <p className={styles.hint}>Loading...</p>;
  const shown: Draft = draft ?? {
    dispatchDaysStock: String(rules.data.dispatchDaysStock),
    dispatchDaysPrinted: String(rules.data.dispatchDaysPrinted),
    cutoffHour: String(rules.data.cutoffHour),
    holidays: rules.data.holidays.join('\n'),
  };
  const number = (key: 'dispatchDaysStock' | 'dispatchDaysPrinted' | 'cutoffHour', label: string, max: number) => (
    <NumberField id={`delivery-dates-${key}`} label={label} max={max} required value={shown[key]} onChange={(value) => setDraft({ ...shown, [key]: value })} />
  );
  return (
    <form
      className={styles.section}
      aria-labelledby="delivery-dates-title"
      onSubmit={(event) => {
        event.preventDefault();
        mutation.mutate(
          { dispatchDaysStock: Number(shown.dispatchDaysStock), dispatchDaysPrinted: Number(shown.dispatchDaysPrinted), cutoffHour: Number(shown.cutoffHour), holidays: holidayList(shown.holidays) },
          { onSuccess: () => setDraft(null) },
        );
      }}
    >
      <h2 id="delivery-dates-title" className={styles.label}>
        Delivery dates
      </h2>
      <div className={styles.grid}>
        {number('dispatchDaysStock', 'Dispatch days, stock items', 30)}
        {number('dispatchDaysPrinted', 'Dispatch days, printed designs', 30)}
        {number('cutoffHour', 'Cut-off hour (0-23, India time)', 23)}
      </div>
      <div className={styles.field}>
        <label htmlFor="delivery-dates-holidays" className={styles.label}>
          Holidays (YYYY-MM-DD, one a line; Sundays never count)
        </label>
        <textarea id="delivery-dates-holidays" className={styles.input} rows={3} value={shown.holidays} onChange={(event) => setDraft({ ...shown, holidays: event.target.value })} />
      </div>
      <Button type="submit" variant="secondary" disabled={mutation.isPending}>
        Save delivery dates
      </Button>
      <WriteNotice notice={notice} />
    </form>
  );
}

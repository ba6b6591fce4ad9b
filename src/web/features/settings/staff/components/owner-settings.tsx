import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { API_BASE } from '../../../../../api/client';
import { MAX_ALERT_EMAILS } from '../../../../../shared/owner-rules';
import { Button } from '../../../../components/ui/button';
import { Form } from '../../../../components/ui/form';
import { alertSettingsQuery, saveAlertEmails } from '../api/settings-calls';
import { useStaffWrite } from '../../../../hooks/staff/use-staff-writes';
import { WriteNotice } from '../../../../components/staff/write-notice';
import styles from '../../../../components/staff/staff-styles';
import { indiaDay } from '../../../../../shared/india-time';

const today = () => indiaDay(new Date());

/** Who hears of new orders, failed payments, cancellations and return requests, and gets the daily mails. */
function AlertEmailsForm() {
  const saved = useQuery(alertSettingsQuery);
  // The form starts from the saved list once it has loaded (and again after a save changed it).
  return saved.data ? <AlertEmailsEditor key={saved.data.emails.join(',')} saved={saved.data.emails} /> : null;
}

function AlertEmailsEditor({ saved }: { saved: string[] }) {
  const [text, setText] = useState(saved.join('\n'));
  const { mutation: save, notice } = useStaffWrite(saveAlertEmails, 'staff');
  return (
    <Form
      className={styles.section}
      aria-labelledby="alert-emails-title"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(text.split(/[\s,;]+/).filter(Boolean));
      }}
    >
      <h2 id="alert-emails-title" className={styles.label}>
        Owner alerts
      </h2>
      <label htmlFor="alert-emails" className={styles.hint}>
        E-mail addresses (one a line, up to {MAX_ALERT_EMAILS}) that get a mail on every new order, failed payment, cancellation and return request, a daily digest and a daily stock alert.
      </label>
      <textarea id="alert-emails" className={styles.input} rows={3} value={text} onChange={(event) => setText(event.target.value)} />
      <div className={styles.actions}>
        <Button type="submit" variant="secondary" disabled={save.isPending}>
          Save alert addresses
        </Button>
      </div>
      <WriteNotice notice={notice} />
    </Form>
  );
}

/**
 * Orders and products as CSV for a range of days: a plain GET form (each button names its
 * export), so the browser saves the streamed file itself, even a large one on a phone.
 */
function ExportsForm() {
  return (
    <form className={styles.section} method="get" action={`${API_BASE}/staff/exports/orders`} aria-labelledby="exports-title">
      <h2 id="exports-title" className={styles.label}>
        Export (CSV for Excel)
      </h2>
      <div className={styles.grid}>
        <div className={styles.field}>
          <label htmlFor="export-from" className={styles.label}>
            From
          </label>
          <input id="export-from" name="from" type="date" className={styles.input} defaultValue={`${today().slice(0, 8)}01`} required />
        </div>
        <div className={styles.field}>
          <label htmlFor="export-to" className={styles.label}>
            To
          </label>
          <input id="export-to" name="to" type="date" className={styles.input} defaultValue={today()} required />
        </div>
      </div>
      <div className={styles.actions}>
        <Button type="submit" variant="secondary">
          Download orders (CSV)
        </Button>
        <Button type="submit" variant="secondary" formAction={`${API_BASE}/staff/exports/products`}>
          Download products (CSV)
        </Button>
      </div>
    </form>
  );
}

/** The owner's settings on the orders screen: alert addresses and exports. */
export function OwnerSettings() {
  return (
    <>
      <AlertEmailsForm />
      <ExportsForm />
    </>
  );
}

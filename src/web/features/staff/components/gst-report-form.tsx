import { API_BASE } from '../../../../api/client';
import { Button } from '../../../components/ui/button';
import styles from './staff.module.css';

/** Today in India as YYYY-MM-DD, and the first of its month. */
function thisMonth(): { from: string; to: string } {
  const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  return { from: `${today.slice(0, 8)}01`, to: today };
}

/**
 * The GST report for a date range as a CSV download: a plain GET form, so the browser saves
 * the file the server names (no script needed, and nothing kept in memory on a phone).
 */
export function GstReportForm() {
  const { from, to } = thisMonth();
  return (
    <form className={styles.grid} method="get" action={`${API_BASE}/staff/gst-report`} aria-label="GST report">
      <div className={styles.field}>
        <label htmlFor="gst-report-from" className={styles.label}>
          GST report from
        </label>
        <input id="gst-report-from" name="from" type="date" className={styles.input} defaultValue={from} required />
      </div>
      <div className={styles.field}>
        <label htmlFor="gst-report-to" className={styles.label}>
          to
        </label>
        <input id="gst-report-to" name="to" type="date" className={styles.input} defaultValue={to} required />
      </div>
      <Button type="submit" variant="secondary">
        Download GST report (CSV)
      </Button>
    </form>
  );
}

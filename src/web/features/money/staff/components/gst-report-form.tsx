import { useState } from 'react';
import { API_BASE } from '../../../../../api/client';
import { Button } from '../../../../components/ui/button';
import styles from '../../../../components/staff/staff-styles';
import { indiaDay } from '../../../../../shared/india-time';

/** Today in India as YYYY-MM-DD, and the first of its month. */
function thisMonth(): { from: string; to: string } {
  const today = indiaDay(new Date());
  return { from: `${today.slice(0, 8)}01`, to: today };
}

const DAY_MS = 24 * 3600 * 1000;

/** What the server would refuse, said before the browser leaves the page for a bare error. */
function rangeProblem(from: string, to: string): string | null {
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS;
  return Number.isNaN(days) || days < 0 || days > 366 ? 'Choose a from date on or before the to date, at most 366 days apart.' : null;
}

/**
 * The GST report for a date range as a CSV download: a plain GET form, so the browser saves
 * the file the server names (no script needed, and nothing kept in memory on a phone). Framed
 * and titled like the delivery charge above it, so it reads as its own task on the orders screen.
 */
export function GstReportForm() {
  const [problem, setProblem] = useState<string | null>(null);
  const { from, to } = thisMonth();
  return (
    <form
      className={styles.section}
      method="get"
      action={`${API_BASE}/staff/gst-report`}
      aria-labelledby="gst-report-title"
      aria-describedby="gst-report-hint"
      onSubmit={(event) => {
        const data = new FormData(event.currentTarget);
        const wrong = rangeProblem(String(data.get('from')), String(data.get('to')));
        setProblem(wrong);
        if (wrong) event.preventDefault();
      }}
    >
      <h2 id="gst-report-title" className={styles.label}>
        GST report
      </h2>
      <p id="gst-report-hint" className={styles.hint}>
        Every tax invoice and credit note issued in these days (India time), a row per HSN and rate; credit notes as negative amounts.
      </p>
      <div className={styles.grid}>
        <div className={styles.field}>
          <label htmlFor="gst-report-from" className={styles.label}>
            From
          </label>
          <input id="gst-report-from" name="from" type="date" className={styles.input} defaultValue={from} required />
        </div>
        <div className={styles.field}>
          <label htmlFor="gst-report-to" className={styles.label}>
            To
          </label>
          <input id="gst-report-to" name="to" type="date" className={styles.input} defaultValue={to} required />
        </div>
      </div>
      <Button type="submit" variant="secondary">
        Download GST report (CSV)
      </Button>
      {problem ? (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      ) : null}
    </form>
  );
}

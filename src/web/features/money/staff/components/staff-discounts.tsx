import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { messageOf } from '../../../../../api/errors';
import { Button } from '../../../../components/ui/button';
import { DISCOUNT_SCOPE_LABELS } from '../../../../../shared/discount-rules';
import { formatInr, formatInrExact } from '../../../../../shared/money';
import { deleteDiscountCode, saveDiscountCode, staffDiscountCodesQuery, type StaffDiscountCode } from '../api/discount-calls';
import { useStaffMutation } from '../../../../hooks/staff/use-staff-writes';
import { bodyOf, DiscountCodeForm } from './discount-code-form';
import styles from '../../../../components/staff/staff-styles';
import own from './staff-discounts.module.css';
import { indiaDay } from '../../../../../shared/india-time';

const dayFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
/** '2026-12-31' as '31 Dec 2026'. */
const day = (iso: string) => dayFormat.format(new Date(`${iso}T00:00:00Z`));
const today = () => indiaDay(new Date());

/** Where a code stands today, in a word. */
function standing(code: StaffDiscountCode): string {
  if (code.ended) return 'Ended';
  if (code.paused) return 'Paused';
  if (code.validFrom && code.validFrom > today()) return `Starts ${day(code.validFrom)}`;
  if (code.validTo && code.validTo < today()) return 'Expired';
  if (code.totalUses !== null && code.uses >= code.totalUses) return 'Used up';
  return 'Active';
}

/** What the code gives and its limits, in one line. */
function terms(code: StaffDiscountCode): string {
  const off = code.kind === 'percent' ? `${code.amount}% off${code.maxDiscount !== null ? `, up to ${formatInr(code.maxDiscount)}` : ''}` : `${formatInr(code.amount)} off`;
  const parts = [off];
  if (code.minOrder > 0) parts.push(`on ${formatInr(code.minOrder)} or more`);
  if (code.scope.length) parts.push(`only ${code.scope.map((scope) => DISCOUNT_SCOPE_LABELS[scope]).join(', ')}`);
  if (code.firstOrderOnly) parts.push('first order only');
  if (code.usesPerShopper !== null) parts.push(`${code.usesPerShopper} per shopper`);
  if (code.validFrom && code.validTo) parts.push(`${day(code.validFrom)} to ${day(code.validTo)}`);
  else if (code.validFrom) parts.push(`from ${day(code.validFrom)}`);
  else if (code.validTo) parts.push(`until ${day(code.validTo)}`);
  return parts.join(' · ');
}

function CodeRow({ code, onEdit, onNotice }: { code: StaffDiscountCode; onEdit: () => void; onNotice: (text: string, ok: boolean) => void }) {
  const pause = useStaffMutation(saveDiscountCode, { onSuccess: (message) => onNotice(message, true) });
  const remove = useStaffMutation(deleteDiscountCode, { onSuccess: (message) => onNotice(message, true) });
  const busy = pause.isPending || remove.isPending;
  const failed = (error: Error) => onNotice(messageOf(error, 'Something went wrong. Please try again.'), false);
  return (
    <li className={styles.section} aria-label={`Code ${code.code}`}>
      <div className={own.codeHead}>
        <strong className={own.codeName}>{code.code}</strong>
        <span className={own.codeStanding} data-standing={standing(code)}>
          {standing(code)}
        </span>
      </div>
      <p className={own.codeTerms}>{terms(code)}</p>
      <p className={own.codeUses} data-testid="code-uses">
        Used {code.uses}
        {code.totalUses !== null ? ` of ${code.totalUses}` : ''} {code.uses === 1 ? 'time' : 'times'} · {formatInrExact(code.discountGiven)} given
      </p>
      {code.ended ? null : (
        <div className={styles.actions}>
          <Button variant="secondary" disabled={busy} onClick={onEdit}>
            Edit<span className="visually-hidden"> {code.code}</span>
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => pause.mutate({ id: code.id, body: { ...bodyOf(asDraft(code)), paused: !code.paused } }, { onError: failed })}>
            {code.paused ? 'Resume' : 'Pause'}
            <span className="visually-hidden"> {code.code}</span>
          </Button>
          <Button variant="ghost" disabled={busy} onClick={() => remove.mutate(code.id, { onError: failed })}>
            {code.uses > 0 ? 'End' : 'Delete'}
            <span className="visually-hidden"> {code.code}</span>
          </Button>
        </div>
      )}
    </li>
  );
}

/** A saved code as the form's text draft (to send it back with one change). */
function asDraft(code: StaffDiscountCode) {
  const text = (value: number | null) => (value === null ? '' : String(value));
  return {
    code: code.code,
    kind: code.kind,
    amount: String(code.amount),
    minOrder: String(code.minOrder),
    maxDiscount: text(code.maxDiscount),
    validFrom: code.validFrom ?? '',
    validTo: code.validTo ?? '',
    totalUses: text(code.totalUses),
    usesPerShopper: text(code.usesPerShopper),
    firstOrderOnly: code.firstOrderOnly,
    scope: code.scope,
    paused: code.paused,
  };
}

/** Staff's discount codes: make, change, pause and delete them, and see each one's uses and the discount given. */
export function StaffDiscounts() {
  const codes = useQuery(staffDiscountCodesQuery);
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const [notice, setNotice] = useState<{ text: string; ok: boolean } | null>(null);
  const done = (message?: string) => {
    setEditing(null);
    if (message) setNotice({ text: message, ok: true });
  };
  return (
    <div className={styles.form}>
      <p className={styles.lead}>Shoppers type a code in the cart; the shop checks and prices it. A code that has been used cannot be deleted: it is ended, and its orders keep it.</p>
      <p className={notice ? (notice.ok ? styles.success : styles.failure) : undefined} role={notice?.ok === false ? 'alert' : 'status'}>
        {notice?.text ?? ''}
      </p>
      {editing === 'new' ? (
        <DiscountCodeForm code={null} onDone={done} />
      ) : (
        <div>
          <Button onClick={() => setEditing('new')}>New code</Button>
        </div>
      )}
      {codes.isPending ? <p className={styles.hint}>Loading...</p> : null}
      {codes.isError ? <p className={styles.error}>The codes could not be loaded. Reload the page to try again.</p> : null}
      {codes.data && codes.data.length === 0 ? <p className={styles.hint}>No codes yet. Make one with New code.</p> : null}
      <ul className={styles.plainList} aria-label="Discount codes">
        {codes.data?.map((code) =>
          editing === code.id ? (
            <li key={code.id}>
              <DiscountCodeForm code={code} onDone={done} />
            </li>
          ) : (
            <CodeRow key={code.id} code={code} onEdit={() => setEditing(code.id)} onNotice={(text, ok) => setNotice({ text, ok })} />
          ),
        )}
      </ul>
    </div>
  );
}

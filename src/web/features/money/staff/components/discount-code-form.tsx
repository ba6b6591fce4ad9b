import { useState, type FormEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { DISCOUNT_SCOPE_LABELS, DISCOUNT_SCOPES, discountCodeProblem, type DiscountScope } from '../../../../../shared/discount-rules';
import { saveDiscountCode, type DiscountCodeBody, type StaffDiscountCode } from '../api/discount-calls';
import { useStaffWrite } from '../../../../hooks/staff/use-staff-writes';
import styles from '../../../../components/staff/staff-styles';
import own from './discount-code-form.module.css';

/** The form's fields as typed (text), from a code or empty. */
function draftOf(code: StaffDiscountCode | null) {
  const text = (value: number | null) => (value === null ? '' : String(value));
  return {
    code: code?.code ?? '',
    kind: code?.kind ?? ('percent' as 'percent' | 'flat'),
    amount: code ? String(code.amount) : '',
    minOrder: code && code.minOrder > 0 ? String(code.minOrder) : '',
    maxDiscount: text(code?.maxDiscount ?? null),
    validFrom: code?.validFrom ?? '',
    validTo: code?.validTo ?? '',
    totalUses: text(code?.totalUses ?? null),
    usesPerShopper: text(code?.usesPerShopper ?? null),
    firstOrderOnly: code?.firstOrderOnly ?? false,
    scope: (code?.scope ?? []) as DiscountScope[],
    paused: code?.paused ?? false,
  };
}
type Draft = ReturnType<typeof draftOf>;

const numberOrNull = (typed: string) => (typed.trim() === '' ? null : Number(typed));

/** The body the API takes (whole numbers; empty limits are none). */
export function bodyOf(draft: Draft): DiscountCodeBody {
  return {
    code: draft.code.trim(),
    kind: draft.kind,
    amount: Number(draft.amount),
    minOrder: numberOrNull(draft.minOrder) ?? 0,
    maxDiscount: draft.kind === 'percent' ? numberOrNull(draft.maxDiscount) : null,
    validFrom: draft.validFrom || null,
    validTo: draft.validTo || null,
    totalUses: numberOrNull(draft.totalUses),
    usesPerShopper: numberOrNull(draft.usesPerShopper),
    firstOrderOnly: draft.firstOrderOnly,
    scope: draft.scope,
    paused: draft.paused,
  };
}

/** Make a code, or change one: percent (with an optional cap) or flat rupees, and its limits. The server checks it all again. */
export function DiscountCodeForm({ code, onDone }: { code: StaffDiscountCode | null; onDone: (message?: string) => void }) {
  const [draft, setDraft] = useState(() => draftOf(code));
  const [problem, setProblem] = useState<string | null>(null);
  const { mutation, notice } = useStaffWrite(saveDiscountCode, 'staff');
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const id = code?.id ?? 'new';
  const numberField = (key: 'amount' | 'minOrder' | 'maxDiscount' | 'totalUses' | 'usesPerShopper', label: string, hint?: string) => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${key}`} className={styles.label}>
        {label}
      </label>
      <input id={`${id}-${key}`} className={styles.input} type="number" inputMode="numeric" min={key === 'minOrder' ? 0 : 1} step={1} value={draft[key]} onChange={(event) => set(key, event.target.value)} />
      {hint ? <p className={styles.hint}>{hint}</p> : null}
    </div>
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = bodyOf(draft);
    const found = discountCodeProblem(body);
    setProblem(found);
    if (!found) mutation.mutate({ id: code?.id ?? null, body }, { onSuccess: (message) => onDone(message) });
  };
  const shownProblem = problem ?? (notice && !notice.ok ? notice.text : null);
  return (
    <form className={styles.section} onSubmit={submit} noValidate aria-label={code ? `Change code ${code.code}` : 'New discount code'}>
      <h2 className={styles.sectionTitle}>{code ? `Change ${code.code}` : 'New discount code'}</h2>
      <div className={styles.grid}>
        <div className={styles.field}>
          <label htmlFor={`${id}-code`} className={styles.label}>
            Code
          </label>
          <input
            id={`${id}-code`}
            className={styles.input}
            value={draft.code}
            onChange={(event) => set('code', event.target.value.toUpperCase())}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            maxLength={20}
            readOnly={Boolean(code && code.uses > 0)}
          />
          <p className={styles.hint}>{code && code.uses > 0 ? 'A used code keeps its name.' : '3 to 20 letters, digits or dashes.'}</p>
        </div>
        <fieldset className={`${styles.field} ${own.plainFieldset}`}>
          <legend className={styles.label}>Discount</legend>
          <div className={styles.choices}>
            <label className={styles.choice}>
              <input type="radio" name={`${id}-kind`} checked={draft.kind === 'percent'} onChange={() => set('kind', 'percent')} /> Percent off
            </label>
            <label className={styles.choice}>
              <input type="radio" name={`${id}-kind`} checked={draft.kind === 'flat'} onChange={() => set('kind', 'flat')} /> Rupees off
            </label>
          </div>
        </fieldset>
        {numberField('amount', draft.kind === 'percent' ? 'Percent off (1 to 90)' : 'Rupees off (₹)')}
        {draft.kind === 'percent' ? numberField('maxDiscount', 'Maximum discount (₹)', 'Empty: no cap.') : null}
        {numberField('minOrder', 'Minimum order (₹)', 'Of the items the code is for. Empty: none.')}
        {numberField('totalUses', 'Total uses', 'Empty: no limit.')}
        {numberField('usesPerShopper', 'Uses per shopper', 'Empty: no limit.')}
        <div className={styles.field}>
          <label htmlFor={`${id}-from`} className={styles.label}>
            Valid from
          </label>
          <input id={`${id}-from`} className={styles.input} type="date" value={draft.validFrom} onChange={(event) => set('validFrom', event.target.value)} />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-to`} className={styles.label}>
            Valid to (the whole day)
          </label>
          <input id={`${id}-to`} className={styles.input} type="date" value={draft.validTo} onChange={(event) => set('validTo', event.target.value)} />
        </div>
      </div>
      <fieldset className={`${styles.field} ${own.plainFieldset}`}>
        <legend className={styles.label}>Limited to (none ticked: everything)</legend>
        <div className={styles.choices}>
          {DISCOUNT_SCOPES.map((scope) => (
            <label key={scope} className={styles.choice}>
              <input
                type="checkbox"
                checked={draft.scope.includes(scope)}
                onChange={(event) => set('scope', event.target.checked ? [...draft.scope, scope] : draft.scope.filter((other) => other !== scope))}
              />
              {DISCOUNT_SCOPE_LABELS[scope]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className={styles.choices}>
        <label className={styles.choice}>
          <input type="checkbox" checked={draft.firstOrderOnly} onChange={(event) => set('firstOrderOnly', event.target.checked)} /> First order only
        </label>
        <label className={styles.choice}>
          <input type="checkbox" checked={draft.paused} onChange={(event) => set('paused', event.target.checked)} /> Paused
        </label>
      </div>
      <p className={styles.error} role="alert">
        {shownProblem ?? ''}
      </p>
      <div className={styles.actions}>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? 'Saving...' : code ? 'Save changes' : 'Create code'}
        </Button>
        <Button variant="ghost" onClick={() => onDone()}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

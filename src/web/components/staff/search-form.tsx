import type { FormEvent } from 'react';
import { Button } from '../ui/button';
import styles from './staff-styles';
import { Form } from '../ui/form';

/** A staff list's search box: a labelled search input and its button, submitted as one search. */
export function SearchForm({ id, label, button, value, onChange, onSearch }: { id: string; label: string; button: string; value: string; onChange: (value: string) => void; onSearch: () => void }) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };
  return (
    <Form role="search" className={styles.row} onSubmit={submit}>
      <div className={styles.field}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        <input id={id} className={styles.input} type="search" value={value} onChange={(event) => onChange(event.target.value)} />
      </div>
      <Button type="submit">{button}</Button>
    </Form>
  );
}

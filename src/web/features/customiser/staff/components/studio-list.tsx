import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { messageOf } from '../../../../../api/errors';
import { Button } from '../../../../components/ui/button';
import styles from '../../../../components/staff/staff-styles';
import own from './studio-list.module.css';

/** A studio list's section: its title, its add form, then the list once loaded (or why it could not be). */
export function StudioSection<T>(props: { id: string; title: string; form: ReactNode; list: UseQueryResult<T>; loadFailure: string; children: (data: T) => ReactNode }) {
  const { list } = props;
  return (
    <section className={styles.form} aria-labelledby={props.id}>
      <h2 id={props.id} className={styles.sectionTitle}>
        {props.title}
      </h2>
      {props.form}
      {list.isPending ? <p role="status">Loading...</p> : null}
      {list.isError ? (
        <p role="alert" className={styles.failure}>
          {messageOf(list.error, props.loadFailure)}
        </p>
      ) : null}
      {list.data ? props.children(list.data) : null}
    </section>
  );
}

/**
 * One row of a studio list: its picture, what it is (children), Hide/Show and Remove. `label`
 * names the row; `name` goes in the buttons' labels ("Hide <name>", "Remove <name>").
 */
export function StudioItem(props: {
  label: string;
  name: string;
  image: string;
  active: boolean;
  busy: boolean;
  onShown: (active: boolean) => void;
  onRemove: () => void;
  notice?: string | null;
  failure: unknown;
  children: ReactNode;
  /** More of the row under its buttons (a garment's edit form). */
  more?: ReactNode;
  /** Further buttons before Hide/Show (a template's Up and Down). */
  actions?: ReactNode;
}) {
  const { active, busy } = props;
  return (
    <li className={own.studioItem} aria-label={props.label}>
      <img src={props.image} alt="" width={96} height={96} loading="lazy" className={own.studioThumb} />
      <p>{props.children}</p>
      <div className={`${styles.actions} ${own.studioItemActions}`}>
        {props.actions}
        <Button variant="secondary" disabled={busy} onClick={() => props.onShown(!active)} aria-label={`${active ? 'Hide' : 'Show'} ${props.name}`}>
          {active ? 'Hide' : 'Show'}
        </Button>
        <Button variant="ghost" disabled={busy} onClick={props.onRemove} aria-label={`Remove ${props.name}`}>
          Remove
        </Button>
      </div>
      {props.notice ? <p role="status">{props.notice}</p> : null}
      {props.failure ? (
        <p role="alert" className={styles.failure}>
          {messageOf(props.failure, 'Something went wrong. Please try again.')}
        </p>
      ) : null}
      {props.more ? <div className={own.studioItemMore}>{props.more}</div> : null}
    </li>
  );
}

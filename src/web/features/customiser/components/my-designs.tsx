import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import { documentUrl } from '../../../../api/documents';
import { messageOf } from '../../../../api/errors';
import { queryKeys } from '../../../../api/query-keys';
import { parseDesign } from '../../../../engine/model/validate';
import { authStateAtom } from '../../../stores/auth-atoms';
import { StateBlock } from '../../../components/state-block';
import { Button, ButtonLink } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { deleteSavedDesign, renameSavedDesign } from '../api/manage-designs';
import { savedDesignsQuery, type SavedDesignSummary } from '../api/saved-designs-query';
import { ShareDesign } from './share-design';
import styles from './my-designs.module.css';
import { PLEASE_LOG_IN_FIRST } from '../../../../shared/account-messages';

const garmentNames = { tshirt: 'T-Shirt', hoodie: 'Hoodie' } as const;
const ORDERED_NOTE = 'In an order: kept as it was ordered, so it cannot be renamed or deleted.';

function DesignCard({ entry }: { entry: SavedDesignSummary }) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.designs.mine });
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(entry.name);
  const [confirming, setConfirming] = useState(false);
  const rename = useMutation({ mutationFn: renameSavedDesign, onSuccess: () => setRenaming(false), onSettled: refresh });
  const remove = useMutation({ mutationFn: deleteSavedDesign, onSettled: refresh });
  const parsed = parseDesign(entry.document);
  if (!parsed.ok) return null;
  const { design } = parsed;
  const described = `${garmentNames[design.garment]}, ${design.color}, ${design.size}`;
  const title = entry.name || described;
  const preview = entry.previewFront ?? entry.previewBack;
  const failure = rename.isError ? rename.error : remove.isError ? remove.error : null;
  const inputId = `design-name-${entry._id}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    rename.mutate({ designId: entry._id, name });
  };

  return (
    <li className={styles.card}>
      <article aria-label={title} className={styles.article}>
        {preview ? <img src={documentUrl(preview)} alt={`Preview of ${title}`} width={120} height={120} loading="lazy" /> : <span className={styles.blank} aria-hidden="true" />}
        <div className={styles.body}>
          <h2 className={styles.name}>{title}</h2>
          {entry.name ? <p className={styles.muted}>{described}</p> : null}
          {entry.ordered ? <p className={styles.ordered}>{ORDERED_NOTE}</p> : null}
          {renaming ? (
            <form className={styles.rename} onSubmit={submit} noValidate>
              <label htmlFor={inputId}>Design name</label>
              <input id={inputId} value={name} maxLength={60} onChange={(event) => setName(event.target.value)} aria-invalid={rename.isError || undefined} autoComplete="off" />
              <div className={styles.actions}>
                <Button type="submit" disabled={rename.isPending}>
                  {rename.isPending ? 'Saving...' : 'Save name'}
                </Button>
                <Button variant="ghost" onClick={() => setRenaming(false)}>
                  Cancel
                </Button>
              </div>
            </form>
          ) : confirming ? (
            <div className={styles.actions} role="group" aria-label={`Delete ${title}?`}>
              <p className={styles.confirm}>Delete this design?</p>
              <Button variant="secondary" disabled={remove.isPending} onClick={() => remove.mutate(entry._id, { onSettled: () => setConfirming(false) })}>
                Yes, delete
              </Button>
              <Button variant="ghost" onClick={() => setConfirming(false)}>
                Keep it
              </Button>
            </div>
          ) : (
            <div className={styles.actions}>
              <ButtonLink variant="secondary" to={`/customized/${design.garment}?design=${encodeURIComponent(entry._id)}`} aria-label={`Open ${title} in the studio`}>
                Open in studio
              </ButtonLink>
              {/* Disabled with the reason beside them; the server refuses an ordered design too. */}
              <Button variant="ghost" disabled={entry.ordered} onClick={() => setRenaming(true)} aria-label={`Rename ${title}`}>
                Rename
              </Button>
              <Button variant="ghost" disabled={entry.ordered} onClick={() => setConfirming(true)} aria-label={`Delete ${title}`}>
                Delete
              </Button>
            </div>
          )}
          {renaming || confirming ? null : <ShareDesign designId={entry._id} slug={entry.shareSlug} title={title} />}
          {failure ? (
            <p className={styles.error} role="alert">
              {messageOf(failure, 'Something went wrong. Please try again.')}
            </p>
          ) : null}
        </div>
      </article>
    </li>
  );
}

/** Beyond the spec: the shopper's saved studio designs, to open, rename or delete (not ones in an order). */
export function MyDesignsScreen() {
  useDocumentTitle('My designs');
  const auth = useAtomValue(authStateAtom);
  const saved = useQuery({ ...savedDesignsQuery, enabled: auth.status === 'signed-in' });
  let body;
  if (auth.status === 'signed-out') {
    body = (
      <StateBlock title={PLEASE_LOG_IN_FIRST}>
        <ButtonLink to="/login?redirect=%2Faccount%2Fdesigns">Log In</ButtonLink>
      </StateBlock>
    );
  } else if (auth.status === 'unknown' || saved.isPending) {
    body = <p className={styles.muted}>Loading...</p>;
  } else if (saved.isError) {
    body = (
      <StateBlock title="Your designs could not be loaded." role="alert">
        <Button variant="secondary" onClick={() => void saved.refetch()}>
          Try again
        </Button>
      </StateBlock>
    );
  } else if (saved.data.length === 0) {
    body = (
      <StateBlock title="No saved designs yet">
        <ButtonLink to="/customized">Design a T-shirt</ButtonLink>
      </StateBlock>
    );
  } else {
    body = (
      <ul className={styles.list} aria-label="Your saved designs">
        {saved.data.map((entry) => (
          <DesignCard key={entry._id} entry={entry} />
        ))}
      </ul>
    );
  }
  return (
    <section className={`shell ${styles.screen}`} aria-labelledby="my-designs-title">
      <h1 id="my-designs-title" className={styles.title}>
        My designs
      </h1>
      {body}
    </section>
  );
}

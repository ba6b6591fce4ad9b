import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { messageOf } from '../../../../api/errors';
import { queryKeys } from '../../../../api/query-keys';
import { Button } from '../../../components/ui/button';
import { shareSavedDesign, unshareSavedDesign } from '../api/manage-designs';
import styles from './my-designs.module.css';

/** The public address of a shared design's page. */
export function shareLink(slug: string): string {
  return `${window.location.origin}/d/${slug}`;
}

/**
 * 'Share' on a saved design: a public, read-only link to copy (or the phone's share sheet), and
 * 'Stop sharing', after which the link answers 404.
 */
export function ShareDesign({ designId, slug, title }: { designId: string; slug: string | null; title: string }) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.designs.mine });
  const share = useMutation({ mutationFn: shareSavedDesign, onSettled: refresh });
  const stop = useMutation({ mutationFn: unshareSavedDesign, onSettled: refresh });
  const [copied, setCopied] = useState(false);
  const linkId = useId();
  const failure = share.isError ? share.error : stop.isError ? stop.error : null;

  const copy = async (link: string) => {
    try {
      if (navigator.share && window.matchMedia('(pointer: coarse)').matches) await navigator.share({ title, url: link });
      else await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      // Refused or cancelled: the link stays on screen to copy by hand.
    }
  };

  return (
    <div className={styles.share}>
      {slug ? (
        <>
          <label htmlFor={linkId} className={styles.muted}>
            Anyone with this link can see the design:
          </label>
          <input id={linkId} className={styles.shareLink} readOnly value={shareLink(slug)} onFocus={(event) => event.target.select()} />
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => void copy(shareLink(slug))}>
              {copied ? 'Link copied' : 'Copy link'}
            </Button>
            <Button variant="ghost" disabled={stop.isPending} onClick={() => stop.mutate(designId, { onSuccess: () => setCopied(false) })} aria-label={`Stop sharing ${title}`}>
              {stop.isPending ? 'Stopping...' : 'Stop sharing'}
            </Button>
          </div>
        </>
      ) : (
        <Button variant="ghost" disabled={share.isPending} onClick={() => share.mutate(designId)} aria-label={`Share ${title}`}>
          {share.isPending ? 'Sharing...' : 'Share'}
        </Button>
      )}
      {failure ? (
        <p className={styles.error} role="alert">
          {messageOf(failure, 'Something went wrong. Please try again.')}
        </p>
      ) : null}
    </div>
  );
}

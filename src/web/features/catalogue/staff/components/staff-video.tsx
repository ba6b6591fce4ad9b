import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { documentUrl } from '../../../../../api/documents';
import { messageOf } from '../../../../../api/errors';
import { Button } from '../../../../components/ui/button';
import { removeVideo, staffVideoQuery, type StaffVideo } from '../api/media-calls';
import { useStaffUpload } from '../../../../hooks/staff/use-staff-upload';
import { useStaffMutation } from '../../../../hooks/staff/use-staff-writes';
import { fileSize, videoProblem, VIDEO_TYPES } from '../logic/media-rules';
import { UploadProgress } from '../../../../components/staff/upload-progress';
import styles from '../../../../components/staff/staff-styles';
import own from './staff-video.module.css';
import { Form } from '../../../../components/ui/form';

const SCREENS = [
  { key: 'mobile', label: 'Video for phones (portrait, MP4 or WebM, at most 50 MB)', title: 'On phones' },
  { key: 'desktop', label: 'Video for desktops (landscape, MP4 or WebM, at most 50 MB)', title: 'On desktops' },
] as const;
type Screen = (typeof SCREENS)[number]['key'];

function CurrentVideo({ video }: { video: StaffVideo }) {
  const remove = useStaffMutation(removeVideo);
  return (
    <section className={styles.section} aria-labelledby="current-video-title">
      <h2 id="current-video-title" className={styles.lead}>
        The home video now
      </h2>
      <ul className={own.mediaGrid} aria-label="Home video files">
        {SCREENS.map((screen) => {
          const file = video[screen.key];
          return (
            <li key={screen.key} aria-label={screen.title}>
              <video className={own.videoPreview} src={documentUrl(file.path)} muted controls preload="metadata" aria-label={`Home video ${screen.title.toLowerCase()}`} />
              <p>
                <strong>{screen.title}</strong> · {file.contentType === 'video/webm' ? 'WebM' : 'MP4'} · {fileSize(file.sizeBytes)}
                {screen.key === 'desktop' && file.path === video.mobile.path ? ' · the same file as on phones' : ''}
              </p>
            </li>
          );
        })}
      </ul>
      <div className={styles.actions}>
        <Button variant="ghost" disabled={remove.isPending} onClick={() => remove.mutate()}>
          {remove.isPending ? 'Loading...' : 'Remove video'}
        </Button>
      </div>
      {remove.isError ? (
        <p role="alert" className={styles.failure}>
          {messageOf(remove.error, 'Something went wrong. Please try again.')}
        </p>
      ) : null}
    </section>
  );
}

function UploadVideo({ hasVideo }: { hasVideo: boolean }) {
  const upload = useStaffUpload('/staff/video');
  const [files, setFiles] = useState<Partial<Record<Screen, File>>>({});
  const [formKey, setFormKey] = useState(0);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const chosen = SCREENS.filter((screen) => files[screen.key]);
    if (chosen.length === 0) return upload.setNotice({ ok: false, text: 'Please choose a video file for phones, for desktops or both.' });
    const form = new FormData();
    for (const screen of chosen) form.append(screen.key, files[screen.key]!, files[screen.key]!.name);
    if (await upload.send(form)) {
      setFiles({});
      setFormKey((key) => key + 1);
    }
  };
  return (
    <Form key={formKey} className={styles.section} onSubmit={submit} noValidate aria-label={hasVideo ? 'Replace the home video' : 'Upload a home video'}>
      <h2 className={styles.lead}>{hasVideo ? 'Replace the home video' : 'Upload a home video'}</h2>
      <p className={styles.hint}>
        {hasVideo
          ? 'Choose a new file for phones, for desktops or both; a screen without a new file keeps its video.'
          : 'One file is enough: it plays on phones and desktops until you add the other.'}{' '}
        It plays muted and looping, so keep it short (10 to 30 seconds).
      </p>
      {SCREENS.map((screen) => (
        <div key={screen.key} className={styles.field}>
          <label htmlFor={`video-${screen.key}`} className={styles.label}>
            {screen.label}
          </label>
          <input
            id={`video-${screen.key}`}
            type="file"
            accept={VIDEO_TYPES.join(',')}
            onChange={(event) => {
              const file = event.target.files?.[0];
              const problem = file ? videoProblem(file) : null;
              upload.setNotice(problem ? { ok: false, text: problem } : null);
              setFiles((current) => ({ ...current, [screen.key]: problem ? undefined : file }));
            }}
          />
        </div>
      ))}
      <UploadProgress id="video-progress" progress={upload.progress} notice={upload.notice} processing="Checking the video…" />
      <div className={styles.actions}>
        <Button type="submit" disabled={upload.progress !== null}>
          {hasVideo ? 'Replace video' : 'Upload video'}
        </Button>
      </div>
    </Form>
  );
}

/** The home page's looping video (spec section 2: separate phone and desktop files): upload, replace, remove. */
export function StaffVideoScreen() {
  const video = useQuery(staffVideoQuery);
  if (video.isPending) return <p role="status">Loading...</p>;
  if (video.isError) {
    return (
      <p role="alert" className={styles.failure}>
        {messageOf(video.error, 'Could not load the home video. Please try again.')}
      </p>
    );
  }
  return (
    <div className={styles.form}>
      {video.data ? <CurrentVideo video={video.data} /> : <p className={styles.lead}>The shop has no home video: the home page leaves the video section out.</p>}
      <UploadVideo hasVideo={Boolean(video.data)} />
    </div>
  );
}

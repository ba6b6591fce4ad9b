import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { documentUrl } from '../../../../../api/documents';
import { messageOf } from '../../../../../api/errors';
import { Button } from '../../../../components/ui/button';
import { changeBanner, deleteBanner, staffBannersQuery, type StaffBanner } from '../api/banner-calls';
import { useStaffUpload } from '../../../../hooks/staff/use-staff-upload';
import { useStaffMutation } from '../../../../hooks/staff/use-staff-writes';
import { imageProblem } from '../../../../../shared/image-upload';
import { TextField } from '../../../../components/ui/text-field';
import styles from '../../../../components/staff/staff-styles';
import own from './staff-banners.module.css';
import { Form } from '../../../../components/ui/form';
import { parsedOrFirstMessage } from '../../../../../shared/form-rules';
import { bannerFormSchema, STAFF_MEDIA_LIMITS } from '../../../../../shared/staff-media-rules';
import { CENTRE, type FocalPoint } from '../../../../../shared/focal-crop';
import { BANNER_FRAMES } from './crop-frames';
import { FocalPointPicker } from './focal-point-picker';
import { SavedImageFocus } from './saved-photo-focus';
import { usePreviewUrl } from '../hooks/use-preview-url';

/** Moves an existing banner's crop: the whole picture it was cut from, its point, and Save. */
function BannerFocus({ banner, onDone }: { banner: StaffBanner; onDone: () => void }) {
  return (
    <SavedImageFocus
      file={banner.imagePath}
      masterPath={banner.masterPath}
      initial={{ x: banner.focalX, y: banner.focalY }}
      frames={BANNER_FRAMES}
      label={banner.alt}
      onSaved={onDone}
      onCancel={onDone}
    />
  );
}

function BannerRow({ banner, first, last }: { banner: StaffBanner; first: boolean; last: boolean }) {
  const change = useStaffMutation(changeBanner);
  const remove = useStaffMutation(deleteBanner);
  const [focusing, setFocusing] = useState(false);
  const busy = change.isPending || remove.isPending;
  const failure = change.error ?? remove.error;
  return (
    <li className={styles.section} aria-label={`Banner ${banner.alt}`}>
      <img src={documentUrl(banner.imagePath)} alt="" width={320} height={128} loading="lazy" className={own.bannerImage} />
      <p>
        <strong>{banner.alt}</strong> · links to {banner.link} · {banner.active ? 'Shown on the home page' : 'Hidden'}
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" disabled={busy || first} onClick={() => change.mutate({ bannerId: banner._id, change: { move: 'earlier' } })}>
          Move earlier
        </Button>
        <Button variant="secondary" disabled={busy || last} onClick={() => change.mutate({ bannerId: banner._id, change: { move: 'later' } })}>
          Move later
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => change.mutate({ bannerId: banner._id, change: { active: !banner.active } })}>
          {banner.active ? 'Hide' : 'Show'}
        </Button>
        <Button variant="secondary" disabled={busy || focusing} onClick={() => setFocusing(true)}>
          Change focal point
        </Button>
        <Button variant="ghost" disabled={busy} onClick={() => remove.mutate(banner._id)}>
          Remove
        </Button>
      </div>
      {focusing ? <BannerFocus banner={banner} onDone={() => setFocusing(false)} /> : null}
      {failure ? (
        <p role="alert" className={styles.error}>
          {messageOf(failure, 'Something went wrong. Please try again.')}
        </p>
      ) : null}
    </li>
  );
}

function AddBanner() {
  const [alt, setAlt] = useState('');
  const [link, setLink] = useState('/');
  const [file, setFile] = useState<File | null>(null);
  const [focal, setFocal] = useState<FocalPoint>(CENTRE);
  const preview = usePreviewUrl(file);
  const { progress, notice, setNotice, send } = useStaffUpload('/staff/banners');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The fields checked here before sending: the image and its text (the server checks the link too).
    const checked = parsedOrFirstMessage(bannerFormSchema<File>().pick({ image: true, alt: true }), { image: file, alt });
    if (!checked.ok) return setNotice({ ok: false, text: checked.message });
    const form = new FormData();
    form.append('alt', alt);
    form.append('link', link);
    form.append('focalX', String(focal.x));
    form.append('focalY', String(focal.y));
    const { image } = checked.value;
    form.append('image', image, image.name);
    if (await send(form)) {
      setAlt('');
      setFile(null);
    }
  };
  return (
    <Form className={styles.section} onSubmit={submit} noValidate aria-label="Add a banner">
      <h2 className={styles.lead}>Add a banner</h2>
      <div className={styles.field}>
        <label htmlFor="banner-image" className={styles.label}>
          Image (wide, 1600x640 is best)
        </label>
        <input
          id="banner-image"
          aria-describedby="banner-image-hint"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            const problem = chosen ? imageProblem(chosen) : null;
            setNotice(problem ? { ok: false, text: problem } : null);
            setFile(problem ? null : chosen);
            setFocal(CENTRE);
          }}
        />
        <p id="banner-image-hint" className={styles.hint}>
          Any other shape is cut to 5:2 round its focal point, which you can move before and after saving.
        </p>
      </div>
      {preview ? <FocalPointPicker src={preview} value={focal} onChange={setFocal} frames={BANNER_FRAMES} label="Focal point of the new banner" /> : null}
      <TextField classes={styles} id="banner-alt" label="Text for screen readers" value={alt} onChange={setAlt} maxLength={STAFF_MEDIA_LIMITS.bannerAlt} />
      <TextField classes={styles} id="banner-link" label="Link (a path in the shop)" value={link} onChange={setLink} maxLength={STAFF_MEDIA_LIMITS.bannerLink} />
      {progress !== null ? (
        <div className={styles.progress} role="status">
          <label htmlFor="banner-progress">Uploading… {Math.round(progress * 100)}%</label>
          <progress id="banner-progress" max={100} value={Math.round(progress * 100)} />
        </div>
      ) : null}
      {notice ? (
        <p role={notice.ok ? 'status' : 'alert'} className={notice.ok ? styles.success : styles.failure}>
          {notice.text}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={progress !== null}>
          Add banner
        </Button>
      </div>
    </Form>
  );
}

/** The home carousel's banners: add, reorder, show or hide, remove. */
export function StaffBanners() {
  const list = useQuery(staffBannersQuery);
  return (
    <div className={styles.form}>
      <AddBanner />
      {list.isPending ? <p role="status">Loading...</p> : null}
      {list.isError ? (
        <p role="alert" className={styles.failure}>
          {messageOf(list.error, 'Could not load the banners. Please try again.')}
        </p>
      ) : null}
      {list.data ? (
        <ul className={styles.plainList} aria-label="Banners">
          {list.data.map((banner, i) => (
            <BannerRow key={banner._id} banner={banner} first={i === 0} last={i === list.data.length - 1} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

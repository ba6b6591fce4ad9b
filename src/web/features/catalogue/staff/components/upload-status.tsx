import { Link } from 'react-router-dom';
import type { UploadState } from '../hooks/use-product-upload';
import styles from '../../../../components/staff/staff-styles';

/** The upload's progress bar, then 'Product successfully added!' or the failure alert. */
export function UploadStatus({ state }: { state: UploadState }) {
  if (state.status === 'uploading') {
    const percent = Math.round(state.fraction * 100);
    return (
      <div className={styles.progress} role="status">
        <label htmlFor="upload-progress">{percent < 100 ? `Uploading… ${percent}%` : 'Processing images…'}</label>
        <progress id="upload-progress" max={100} value={percent} />
      </div>
    );
  }
  if (state.status === 'added') {
    const first = state.product.variants[0];
    return (
      <div className={styles.success} role="status">
        <p>{state.message}</p>
        {first ? <Link to={`/display/${state.product._id}/${first._id}`}>See it in the shop</Link> : null}
      </div>
    );
  }
  if (state.status === 'failed') {
    return (
      <p className={styles.failure} role="alert">
        {state.message}
      </p>
    );
  }
  return null;
}

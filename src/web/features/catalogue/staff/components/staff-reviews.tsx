import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { messageOf } from '../../../../../api/errors';
import { MAX_REVIEW_REPLY } from '../../../../../shared/owner-rules';
import { Button } from '../../../../components/ui/button';
import { Form } from '../../../../components/ui/form';
import { moderateReview, staffReviewsQuery, type StaffReview } from '../api/review-calls';
import { useStaffWrite } from '../../../../hooks/staff/use-staff-writes';
import { Pager } from '../../../../components/staff/pager';
import { WriteNotice } from '../../../../components/staff/write-notice';
import styles from '../../../../components/staff/staff-styles';
import { INDIA_TIME_ZONE } from '../../../../../shared/india-time';

const day = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: INDIA_TIME_ZONE });

function ReviewRow({ review }: { review: StaffReview }) {
  const { mutation: change, notice } = useStaffWrite(moderateReview);
  const [reply, setReply] = useState(review.staffReply?.text ?? '');
  const replyId = `reply-${review._id}`;
  return (
    <li className={styles.section} aria-label={`Review by ${review.user.username} of ${review.product.name}`}>
      <strong>
        {review.product.name} · {review.rating > 0 ? `${review.rating} of 5 stars` : 'no stars'} {review.hidden ? '· Hidden' : ''}
      </strong>
      <span className={styles.hint}>
        {review.user.username} ({review.user.email}) · {day.format(new Date(review.createdAt))}
      </span>
      {review.comment ? <p>{review.comment}</p> : null}
      <div className={styles.actions}>
        <Button variant="secondary" disabled={change.isPending} onClick={() => change.mutate({ reviewId: review._id, change: { hidden: !review.hidden } })}>
          {review.hidden ? 'Show on the product page' : 'Hide from the product page'}
        </Button>
      </div>
      <Form
        className={styles.field}
        onSubmit={(event) => {
          event.preventDefault();
          change.mutate({ reviewId: review._id, change: { reply } });
        }}
      >
        <label htmlFor={replyId} className={styles.label}>
          Reply from the shop (shown under the review; empty removes it)
        </label>
        <textarea id={replyId} className={styles.input} rows={2} maxLength={MAX_REVIEW_REPLY} value={reply} onChange={(event) => setReply(event.target.value)} />
        <div className={styles.actions}>
          <Button type="submit" disabled={change.isPending}>
            Save reply
          </Button>
        </div>
      </Form>
      <WriteNotice notice={notice} />
    </li>
  );
}

/** Every review, newest first: hide or show each, and reply under it. */
export function StaffReviews() {
  const [hidden, setHidden] = useState<'' | 'true' | 'false'>('');
  const [page, setPage] = useState(1);
  const list = useQuery(staffReviewsQuery(hidden, page));
  return (
    <div className={styles.form}>
      <div className={styles.field}>
        <label htmlFor="staff-review-filter" className={styles.label}>
          Show
        </label>
        <select
          id="staff-review-filter"
          className={styles.input}
          value={hidden}
          onChange={(event) => {
            setHidden(event.target.value as '' | 'true' | 'false');
            setPage(1);
          }}
        >
          <option value="">All reviews</option>
          <option value="false">Shown on product pages</option>
          <option value="true">Hidden</option>
        </select>
      </div>
      {list.isPending ? <p role="status">Loading...</p> : null}
      {list.isError ? <p role="alert" className={styles.failure}>{messageOf(list.error, 'Could not load the reviews. Please try again.')}</p> : null}
      {list.data ? (
        <>
          <p className={styles.hint}>{list.data.totalCount} reviews</p>
          {list.data.reviews.length === 0 ? <p>No reviews here yet.</p> : null}
          <ul className={styles.plainList} aria-label="Reviews">
            {list.data.reviews.map((review) => (
              <ReviewRow key={`${review._id}-${review.hidden}`} review={review} />
            ))}
          </ul>
          <Pager page={page} total={list.data.totalCount} limit={list.data.limit} onPage={setPage} />
        </>
      ) : null}
    </div>
  );
}

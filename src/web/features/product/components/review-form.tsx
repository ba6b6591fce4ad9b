import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { useAddReview } from '../hooks/use-product-mutations';
import { useSignedInAction } from '../hooks/use-signed-in-action';
import { REVIEW_MESSAGES } from '../../../../shared/review-messages';
import { REVIEW_MAX_LENGTH, reviewFailureMessage, reviewProblem } from '../logic/reviews';
import { Notice } from './notice';
import { StarInput } from './star-input';
import styles from './review-form.module.css';
import { Form } from '../../../components/ui/form';

type FormMessage = { tone: 'ok' | 'error'; text: string };

/**
 * 'Write a review': stars (or none) and a comment. A visitor gets the login popup; a review
 * with neither is refused before any call; the server keeps it to one review per shopper.
 */
export function ReviewForm({ productId }: { productId: string }) {
  const id = useId();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [message, setMessage] = useState<FormMessage | null>(null);
  const whenSignedIn = useSignedInAction();
  const addReview = useAddReview(productId);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    whenSignedIn(() => {
      const problem = reviewProblem(rating, comment);
      if (problem) {
        setMessage({ tone: 'error', text: problem });
        return;
      }
      setMessage(null);
      addReview.mutate(
        { rating, comment: comment.trim() },
        {
          onSuccess: () => {
            setRating(0);
            setComment('');
            setMessage({ tone: 'ok', text: REVIEW_MESSAGES.added });
          },
          onError: (error) => setMessage({ tone: 'error', text: reviewFailureMessage(error) }),
        },
      );
    });
  };

  return (
    <Form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.title}>
        Write a review
      </h3>
      <StarInput value={rating} onChange={setRating} disabled={addReview.isPending} />
      <div className={styles.field}>
        <label htmlFor={`${id}-comment`} className={styles.label}>
          Your review
        </label>
        <textarea
          id={`${id}-comment`}
          className={styles.comment}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          maxLength={REVIEW_MAX_LENGTH}
          rows={4}
          placeholder="How is the fit, the fabric, the print?"
          disabled={addReview.isPending}
        />
      </div>
      {message ? <Notice tone={message.tone}>{message.text}</Notice> : null}
      <Button type="submit" variant="secondary" disabled={addReview.isPending} aria-busy={addReview.isPending || undefined} className={styles.submit}>
        {addReview.isPending ? 'Loading...' : 'Submit Review'}
      </Button>
    </Form>
  );
}

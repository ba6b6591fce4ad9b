import { useState } from 'react';
import { useQueryClient, useMutation } from '@tanstack/react-query';
import { messageOf } from '../../../../../api/errors';
import { queryKeys } from '../../../../../api/query-keys';
import { ORDER_STATUSES } from '../../../../../shared/order-states';
import { Button } from '../../../../components/ui/button';
import type { OrderStatus } from '../api/order-calls';
import { moveOrders, packingSlipsUrl, type BulkMoveResult } from '../api/order-calls';
import { CONFIRMED_MOVES, ConfirmButton, consequenceOf } from '../../../../components/staff/confirm-move';
import styles from '../../../../components/staff/staff-styles';

/** The chosen orders' bar: move them all to one status (confirmed like a card's move) and print their packing slips. */
export function BulkActions({ chosen, onDone }: { chosen: string[]; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<OrderStatus>('Shipped');
  const [results, setResults] = useState<BulkMoveResult[] | null>(null);
  const move = useMutation({
    mutationFn: moveOrders,
    onSuccess: (answer) => {
      setResults(answer);
      onDone();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.staff.all }),
  });
  const count = chosen.length;
  const go = () => move.mutate({ orderIds: chosen, status });
  return (
    <section className={styles.section} aria-label="Chosen orders">
      <p className={styles.label}>{count === 0 ? 'Tick orders below to move them together or print their packing slips.' : `${count} ${count === 1 ? 'order' : 'orders'} chosen`}</p>
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor="staff-bulk-status" className={styles.label}>
            Move chosen to
          </label>
          <select id="staff-bulk-status" className={styles.input} value={status} onChange={(event) => setStatus(event.target.value as OrderStatus)}>
            {ORDER_STATUSES.filter((option) => option !== 'Pending payment').map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
        {CONFIRMED_MOVES.has(status) ? (
          <ConfirmButton
            label="Move"
            question={`Mark ${count} ${count === 1 ? 'order' : 'orders'} ${status}?`}
            consequence={`Each order that may make this move will. ${consequenceOf(status)}`}
            confirmLabel={`Yes, mark ${status}`}
            disabled={count === 0 || move.isPending}
            onConfirm={go}
          />
        ) : (
          <Button disabled={count === 0 || move.isPending} onClick={go}>
            Move
          </Button>
        )}
        {count > 0 ? (
          <a className={styles.documentLink} href={packingSlipsUrl(chosen)} download>
            Print packing slips (PDF)
          </a>
        ) : null}
      </div>
      {move.isError ? (
        <p role="alert" className={styles.error}>
          {messageOf(move.error, 'Could not move the orders. Please try again.')}
        </p>
      ) : null}
      {results ? (
        <ul role="status" className={styles.plainList} aria-label="What the move did">
          {results.map((result) => (
            <li key={result.orderId} className={result.moved ? styles.hint : styles.error}>
              {result.shortId}: {result.message}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

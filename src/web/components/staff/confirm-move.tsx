import { useState, type ReactNode } from 'react';
import { Button, type ButtonVariant } from '../ui/button';
import { Modal } from '../ui/modal';
import type { components } from '../../../api/schema.gen';
import styles from './staff-styles';

type OrderStatus = components['schemas']['OrderStatus'];

/** Moves that are hard to take back (money, stock, a parcel on its way): staff confirm them first. */
export const CONFIRMED_MOVES: ReadonlySet<OrderStatus> = new Set(['Cancelled', 'Refunded', 'Returned', 'Shipped']);

/** What each confirmed move will do, said before it is done. */
export function consequenceOf(status: OrderStatus): string {
  switch (status) {
    case 'Cancelled':
      return 'Its units go back on the shelf, a paid order is refunded and the shopper is mailed. This cannot be undone.';
    case 'Refunded':
      return 'The order is marked refunded and the shopper is mailed.';
    case 'Returned':
      return 'The return is accepted: its units go back on the shelf, a paid order is refunded and the shopper is mailed.';
    case 'Shipped':
      return 'Only once the parcel has left the shop: the shopper is mailed that it is on its way.';
    default:
      return 'The shopper is mailed.';
  }
}

/**
 * A button whose action is asked about first, in a modal dialog naming what it is about and
 * what it will do: 'Yes, …' does it, Go back (or Escape) leaves everything as it was.
 */
export function ConfirmButton({
  label,
  question,
  consequence,
  confirmLabel,
  onConfirm,
  disabled,
  variant = 'primary',
  children,
  shouldAsk,
}: {
  label: string;
  question: string;
  consequence: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  disabled?: boolean;
  variant?: ButtonVariant;
  children?: ReactNode;
  /** Checked on the press: false (a form field missing, say) asks nothing and does nothing. */
  shouldAsk?: () => boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} disabled={disabled} onClick={() => setOpen(shouldAsk ? shouldAsk() : true)}>
        {label}
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={question} closeLabel="Go back">
        <p>{consequence}</p>
        {children}
        <div className={styles.actions}>
          <Button
            onClick={() => {
              setOpen(false);
              onConfirm();
            }}
          >
            {confirmLabel}
          </Button>
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Go back
          </Button>
        </div>
      </Modal>
    </>
  );
}

/** An order move's button: confirmed first when the move is one of CONFIRMED_MOVES. */
export function MoveButton({ status, orderLabel, disabled, onMove }: { status: OrderStatus; orderLabel: string; disabled: boolean; onMove: () => void }) {
  const variant = status === 'Cancelled' ? 'secondary' : 'primary';
  if (!CONFIRMED_MOVES.has(status)) {
    return (
      <Button variant={variant} disabled={disabled} onClick={onMove}>
        Mark {status}
      </Button>
    );
  }
  return (
    <ConfirmButton
      label={`Mark ${status}`}
      question={`Mark order ${orderLabel} ${status}?`}
      consequence={consequenceOf(status)}
      confirmLabel={`Yes, mark ${status}`}
      onConfirm={onMove}
      disabled={disabled}
      variant={variant}
    />
  );
}

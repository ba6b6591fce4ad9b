import type { components } from '../../../../api/schema.gen';
import { DiscountCodeBox } from '../../../components/discount-code-box';
import { useDiscountCode } from '../hooks/use-cart';

type HeldCode = NonNullable<components['schemas']['Cart']['discountCode']>;

/**
 * The cart's one discount code: applied on the cart (the saving per line shows on the lines,
 * the total in the cart's figures), kept there for 'Checkout all'.
 */
export function CartDiscountCode({ held }: { held: HeldCode | undefined }) {
  const { apply, remove } = useDiscountCode();
  return <DiscountCodeBox held={held} onApply={(code) => apply.mutateAsync(code)} onRemove={() => remove.mutate()} applying={apply.isPending} removing={remove.isPending} />;
}

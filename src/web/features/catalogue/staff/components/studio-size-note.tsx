import styles from '../../../../components/staff/staff-styles';

/**
 * The product page sells only M, L, XL and XXL (spec section 9); S is made in the design studio.
 * Said beside every S stock field, so nobody stocks S expecting the product page to sell it.
 */
export const STUDIO_SIZE_NOTE = 'S is sold only through the design studio: S stock here is for studio orders, and the product page never offers it.';

export function StudioSizeNote({ id }: { id: string }) {
  return (
    <p id={id} className={styles.hint}>
      {STUDIO_SIZE_NOTE}
    </p>
  );
}

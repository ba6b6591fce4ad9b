import { useId, useState } from 'react';
import type { ProductDetail, ProductVariant } from '../logic/product-types';
import { clampQuantity, MIN_QUANTITY } from '../logic/quantity';
import { sizeChoices, stockOf, type PageSize } from '../logic/sizes';
import { ColourPicker } from './colour-picker';
import { Notice } from './notice';
import { PURCHASE_MESSAGES, PurchaseButtons } from './purchase-buttons';
import { QuantityStepper } from './quantity-stepper';
import { SizeChart } from './size-chart';
import { SizePicker } from './size-picker';
import styles from './product-purchase.module.css';

export interface ProductPurchaseProps {
  product: ProductDetail;
  variant: ProductVariant;
  onChooseVariant: (variantId: string) => void;
}

/**
 * Colour, size and quantity, then Add To Cart and Buy Now. A size stays chosen across a
 * change of colour while the new colour has it in stock; the quantity follows the stock.
 */
export function ProductPurchase({ product, variant, onChooseVariant }: ProductPurchaseProps) {
  const alertId = useId();
  const [pickedSize, setPickedSize] = useState<PageSize | null>(null);
  const [pickedQuantity, setPickedQuantity] = useState(MIN_QUANTITY);
  const [sizeMissing, setSizeMissing] = useState(false);

  const choices = sizeChoices(variant);
  // Derived rather than reset in an effect: a size sold out in the new colour is simply not chosen.
  const size = pickedSize !== null && (stockOf(choices, pickedSize) ?? 0) > 0 ? pickedSize : null;
  const stock = stockOf(choices, size);
  const quantity = clampQuantity(pickedQuantity, stock);

  const chooseSize = (next: PageSize) => {
    setPickedSize(next);
    setPickedQuantity(MIN_QUANTITY);
    setSizeMissing(false);
  };

  return (
    <div className={styles.purchase}>
      <ColourPicker variants={product.variants} chosenId={variant._id} onChoose={onChooseVariant} />
      <SizePicker
        choices={choices}
        chosen={size}
        onChoose={chooseSize}
        invalid={sizeMissing}
        describedBy={sizeMissing ? alertId : undefined}
        action={<SizeChart subCategory={product.subCategory} />}
      />
      {variant.inStock ? null : <p className={styles.soldOut}>This colour is sold out in every size. Try another colour.</p>}
      <QuantityStepper quantity={quantity} stock={stock} onChange={(next) => setPickedQuantity(clampQuantity(next, stock))} />
      {sizeMissing ? (
        <Notice tone="error" id={alertId}>
          {PURCHASE_MESSAGES.selectSize}
        </Notice>
      ) : null}
      <PurchaseButtons
        productId={product._id}
        variantId={variant._id}
        finalPrice={product.finalPrice}
        size={size}
        quantity={quantity}
        onSizeMissing={() => setSizeMissing(true)}
      />
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { documentUrl } from '../../../../../api/documents';
import { messageOf } from '../../../../../api/errors';
import { formatInr } from '../../../../../shared/money';
import { Button, ButtonLink } from '../../../../components/ui/button';
import { setProductHidden, setStock, staffProductsQuery, type ShopSize, type StaffProduct } from '../api/product-calls';
import { useStaffWrite } from '../../../../hooks/staff/use-staff-writes';
import { Pager } from '../../../../components/staff/pager';
import { SearchForm } from '../../../../components/staff/search-form';
import { StudioSizeNote } from './studio-size-note';
import { LowStockLevel, StockAlerts } from './stock-alerts';
import styles from '../../../../components/staff/staff-styles';

interface StockInputProps {
  product: StaffProduct;
  variantId: string;
  size: ShopSize;
  stock: number;
  /** The id of a note about this size (S: studio only). */
  noteId?: string;
}

function StockInput({ product, variantId, size, stock, noteId }: StockInputProps) {
  const [value, setValue] = useState(String(stock));
  const { mutation, notice } = useStaffWrite(setStock);
  const save = () => {
    const next = Number(value);
    if (value.trim() === '' || !Number.isInteger(next) || next < 0 || next === stock) return;
    mutation.mutate({ productId: product._id, variantId, size, stock: next });
  };
  const id = `stock-${variantId}-${size}`;
  return (
    <div className={styles.size}>
      <label htmlFor={id} className={styles.label}>
        {size}
      </label>
      <input
        id={id}
        className={styles.input}
        inputMode="numeric"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onBlur={save}
        aria-describedby={[noteId, notice ? `${id}-note` : ''].filter(Boolean).join(' ') || undefined}
      />
      {notice ? (
        <span id={`${id}-note`} className={notice.ok ? styles.hint : styles.error}>
          {notice.ok ? 'Saved' : notice.text}
        </span>
      ) : null}
    </div>
  );
}

function ProductRow({ product }: { product: StaffProduct }) {
  const { mutation, notice } = useStaffWrite(setProductHidden);
  const { pathname } = useLocation();
  const studioNoteId = `studio-size-${product._id}`;
  const hasStudioSize = product.variants.some((variant) => variant.sizes.some((entry) => entry.size === 'S'));
  return (
    <li className={styles.section}>
      <div className={styles.row}>
        <div className={styles.field}>
          <strong>{product.name}</strong>
          <span className={styles.hint}>
            {product.subCategory} · {formatInr(product.finalPrice)} · {product.hidden ? 'Hidden from the shop' : 'In the shop'}
          </span>
        </div>
        <ButtonLink variant="secondary" to={`${pathname}?view=product&id=${product._id}`} aria-label={`Edit ${product.name}`}>
          Edit
        </ButtonLink>
        <Button
          variant="secondary"
          disabled={mutation.isPending}
          onClick={() => mutation.mutate({ productId: product._id, hidden: !product.hidden })}
          aria-label={`${product.hidden ? 'Show' : 'Hide'} ${product.name}`}
        >
          {product.hidden ? 'Show' : 'Hide'}
        </Button>
      </div>
      <LowStockLevel productId={product._id} productName={product.name} threshold={product.lowStockThreshold} />
      {notice ? <p className={notice.ok ? styles.hint : styles.error}>{notice.text}</p> : null}
      {product.variants.map((variant) => (
        <div key={variant._id} className={styles.row}>
          {variant.image ? <img src={documentUrl(variant.image)} alt="" width={48} height={60} loading="lazy" /> : null}
          <div className={styles.field}>
            <span className={styles.label}>Stock of {variant.color}</span>
            <div className={styles.sizes}>
              {variant.sizes.map((entry) => (
                <StockInput
                  key={entry.size}
                  product={product}
                  variantId={variant._id}
                  size={entry.size}
                  stock={entry.stock}
                  noteId={entry.size === 'S' ? studioNoteId : undefined}
                />
              ))}
            </div>
          </div>
        </div>
      ))}
      {hasStudioSize ? <StudioSizeNote id={studioNoteId} /> : null}
    </li>
  );
}

/** Every product, hidden ones too: search by name, hide or show, stock per colour and size. */
export function StaffProducts() {
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const list = useQuery(staffProductsQuery(query, page));
  const search = () => {
    setQuery(draft.trim());
    setPage(1);
  };
  return (
    <div className={styles.form}>
      <StockAlerts />
      <SearchForm id="staff-product-search" label="Search products by name" button="Search" value={draft} onChange={setDraft} onSearch={search} />
      {list.isPending ? <p role="status">Loading...</p> : null}
      {list.isError ? <p role="alert" className={styles.failure}>{messageOf(list.error, 'Could not load the products. Please try again.')}</p> : null}
      {list.data ? (
        <>
          <p className={styles.hint}>{list.data.totalCount} products</p>
          {list.data.products.length === 0 ? <p>No products match. Try another name.</p> : null}
          <ul className={styles.plainList} aria-label="Products">
            {list.data.products.map((product) => (
              <ProductRow key={`${product._id}-${product.hidden}`} product={product} />
            ))}
          </ul>
          <Pager page={page} total={list.data.totalCount} limit={list.data.limit} onPage={setPage} />
        </>
      ) : null}
    </div>
  );
}

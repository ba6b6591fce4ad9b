import { useState } from 'react';
import { PRODUCT_PAGE_SIZES, type SubCategory } from '../../../../shared/catalogue-options';
import { MEASUREMENT_HOW, MEASUREMENT_LABELS, MEASUREMENTS, SIZE_CHARTS, sizeChartRows, sizeChartTypeOf, type SizeUnit } from '../../../../shared/size-charts';
import { Modal } from '../../../components/ui/modal';
import styles from './size-chart.module.css';

const UNIT_NAMES: Record<SizeUnit, string> = { cm: 'centimetres', in: 'inches' };

/**
 * The 'Size chart' button beside the size boxes and its dialog: the product type's measurements
 * for the sizes this page sells, in cm or inches. The dialog is mounted on the first open and
 * kept, so the product page's server HTML does not carry the table.
 */
export function SizeChart({ subCategory }: { subCategory: SubCategory }) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const [unit, setUnit] = useState<SizeUnit>('cm');
  const type = sizeChartTypeOf(subCategory);
  const chart = SIZE_CHARTS[type];
  const rows = sizeChartRows(type, unit, PRODUCT_PAGE_SIZES);

  return (
    <>
      <button
        type="button"
        className={styles.open}
        aria-haspopup="dialog"
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        Size chart
      </button>
      {mounted ? (
        <Modal open={open} onClose={() => setOpen(false)} title="Size chart" eyebrow={chart.title}>
          <div className={styles.units} role="group" aria-label="Units">
            {(['cm', 'in'] as const).map((choice) => (
              <button key={choice} type="button" className={styles.unit} aria-pressed={unit === choice} onClick={() => setUnit(choice)}>
                {choice === 'cm' ? 'cm' : 'Inches'}
              </button>
            ))}
          </div>
          <div className={styles.scroll}>
            <table className={styles.table}>
              <caption className={styles.caption}>
                {chart.title} measurements in {UNIT_NAMES[unit]}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Size</th>
                  {MEASUREMENTS.map((measurement) => (
                    <th key={measurement} scope="col">
                      {MEASUREMENT_LABELS[measurement]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map(({ size, values }) => (
                  <tr key={size}>
                    <th scope="row">{size}</th>
                    {MEASUREMENTS.map((measurement) => (
                      <td key={measurement}>{values[measurement]}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className={styles.how}>{MEASUREMENT_HOW}</p>
        </Modal>
      ) : null}
    </>
  );
}

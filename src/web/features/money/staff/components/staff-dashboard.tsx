import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { messageOf } from '../../../../../api/errors';
import { formatInr } from '../../../../../shared/money';
import { DEFAULT_LOW_STOCK_THRESHOLD } from '../../../../../shared/owner-rules';
import { staffDashboardQuery, type StaffDashboardFigures } from '../api/dashboard-calls';
import styles from './staff-dashboard.module.css';
import { INDIA_TIME_ZONE } from '../../../../../shared/india-time';

type Tally = StaffDashboardFigures['today'];

const orderCount = (n: number) => `${n.toLocaleString('en-IN')} ${n === 1 ? 'order' : 'orders'}`;

function SalesCard({ title, tally, note }: { title: string; tally: Tally; note?: string }) {
  return (
    <section className={styles.card} aria-label={title}>
      <h2 className={styles.cardTitle}>{title}</h2>
      <p className={styles.figure}>{formatInr(tally.revenue)}</p>
      <p className={styles.detail}>
        {orderCount(tally.orders)}
        {note ? ` · ${note}` : ''}
      </p>
    </section>
  );
}

function share(part: number, whole: number): string {
  return whole > 0 ? `${Math.round((part / whole) * 100)}% of the month` : 'none yet';
}

function Waiting({ pending }: { pending: StaffDashboardFigures['pending'] }) {
  const rows = [
    { label: 'To ship', count: pending.toShip, hint: 'placed or paid, not yet shipped' },
    { label: 'Designs to print', count: pending.designsToPrint, hint: 'studio orders among those' },
    { label: 'Returns to decide', count: pending.returnsToDecide, hint: 'asked for by shoppers' },
    { label: 'Refunds to pay', count: pending.refundsToPay, hint: 'waiting on the gateway or a bank transfer' },
  ];
  return (
    <section className={styles.card} aria-labelledby="dashboard-waiting">
      <h2 id="dashboard-waiting" className={styles.cardTitle}>
        Waiting on you
      </h2>
      <ul className={styles.waiting}>
        {rows.map((row) => (
          <li key={row.label} className={styles.waitingRow}>
            <span>
              <strong>{row.label}</strong>
              <span className={styles.detail}> {row.hint}</span>
            </span>
            <span className={row.count > 0 ? styles.countDue : styles.count}>{row.count.toLocaleString('en-IN')}</span>
          </li>
        ))}
      </ul>
      <Link to="/admin?view=orders" className={styles.link}>
        Open the orders
      </Link>
    </section>
  );
}

function TopProducts({ top }: { top: StaffDashboardFigures['topProducts'] }) {
  return (
    <section className={styles.card} aria-labelledby="dashboard-top">
      <h2 id="dashboard-top" className={styles.cardTitle}>
        Best sellers this month
      </h2>
      {top.length === 0 ? (
        <p className={styles.detail}>No sales this month yet.</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Pieces</th>
              <th scope="col">Sales</th>
            </tr>
          </thead>
          <tbody>
            {top.map((row) => (
              <tr key={row.productId}>
                <td>{row.name}</td>
                <td>{row.pieces.toLocaleString('en-IN')}</td>
                <td>{formatInr(row.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function LowStock({ figures }: { figures: StaffDashboardFigures }) {
  const { lowStock, lowStockSizes } = figures;
  return (
    <section className={styles.card} aria-labelledby="dashboard-low">
      <h2 id="dashboard-low" className={styles.cardTitle}>
        Low stock
      </h2>
      <p className={styles.detail}>
        {lowStockSizes === 0
          ? `No size of a product on sale is at or under its low-stock level (${DEFAULT_LOW_STOCK_THRESHOLD} unless set on the product).`
          : `${lowStockSizes.toLocaleString('en-IN')} ${lowStockSizes === 1 ? 'size is' : 'sizes are'} at or under their product's low-stock level (${DEFAULT_LOW_STOCK_THRESHOLD} unless set on the product)${lowStockSizes > lowStock.length ? `; the ${lowStock.length} emptiest:` : ':'}`}
      </p>
      {lowStock.length > 0 ? (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Colour</th>
              <th scope="col">Size</th>
              <th scope="col">Left</th>
            </tr>
          </thead>
          <tbody>
            {lowStock.map((row) => (
              <tr key={`${row.variantId}-${row.size}`}>
                <td>{row.name}</td>
                <td>{row.colour}</td>
                <td>{row.size}</td>
                <td className={row.stock === 0 ? styles.soldOut : undefined}>{row.stock === 0 ? 'Sold out' : row.stock}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <Link to="/admin?view=products" className={styles.link}>
        Set stock in Products
      </Link>
    </section>
  );
}

const asOfFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: INDIA_TIME_ZONE });

/** The owner's dashboard (/admin): the day's and the month's sales, what waits on staff, best sellers and low stock. */
export function StaffDashboard() {
  const figures = useQuery(staffDashboardQuery);
  if (figures.isPending) return <p role="status">Loading...</p>;
  if (figures.isError) return <p role="alert">{messageOf(figures.error, 'The figures could not be loaded. Please try again.')}</p>;
  const data = figures.data;
  return (
    <div className={styles.dashboard}>
      <p className={styles.detail}>
        As of {asOfFormat.format(new Date(data.asOf))} (India time). Sales count orders placed with COD or paid online, less cancelled, returned and refunded ones.
      </p>
      <div className={styles.sales}>
        <SalesCard title="Today" tally={data.today} />
        <SalesCard title="This month" tally={data.month} />
        <SalesCard title="Cash on delivery" tally={data.monthByPayment.cod} note={share(data.monthByPayment.cod.orders, data.month.orders)} />
        <SalesCard title="Paid online" tally={data.monthByPayment.online} note={share(data.monthByPayment.online.orders, data.month.orders)} />
      </div>
      <Waiting pending={data.pending} />
      <TopProducts top={data.topProducts} />
      <LowStock figures={data} />
    </div>
  );
}

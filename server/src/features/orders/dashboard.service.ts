import { sql, type Kysely } from 'kysely';
import { DEFAULT_TIME_ZONE, MSG_BEYOND, ORDER_STATUSES, type Dashboard } from '@dawalink/shared';
import type { Database } from '../../db/types.js';
import { lineNetSql } from '../../db/sql.js';
import { badRequest, notFound } from '../../lib/errors.js';

/**
 * The seller dashboard in five small queries. Each one reads a single seller's orders through an index
 * (orders_seller_date_cover_idx for anything bounded by date, orders_seller_status_date_idx for the status counts),
 * so the cost follows that seller's orders in the period, not the size of the table. Cancelled orders are not sales;
 * sales are what was charged (order totals and line nets, offers applied). Days, weeks (from Monday) and months are
 * the seller's, in their time zone (or the zone the caller asked for).
 */
export async function sellerDashboard(
  db: Kysely<Database>,
  sellerId: number,
  days: number,
  tz: string,
): Promise<Dashboard> {
  const seller = await db.selectFrom('wholesalers').select('id').where('id', '=', sellerId).executeTakeFirst();
  if (!seller) throw notFound();

  // Local midnight N-1 days ago, as a timestamptz: the start of the chart and of the top lists.
  const periodStart = sql`(date_trunc('day', now() AT TIME ZONE ${tz}) - make_interval(days => ${days - 1})) AT TIME ZONE ${tz}`;

  try {
    const [figures, byStatus, daily, topProducts, topRetailers] = await Promise.all([
      sql<{
        today_sales: number;
        today_orders: number;
        week_sales: number;
        week_orders: number;
        month_sales: number;
        month_orders: number;
      }>`
        WITH b AS (
          SELECT date_trunc('day', now() AT TIME ZONE ${tz}) AT TIME ZONE ${tz} AS day_start,
                 date_trunc('week', now() AT TIME ZONE ${tz}) AT TIME ZONE ${tz} AS week_start,
                 date_trunc('month', now() AT TIME ZONE ${tz}) AT TIME ZONE ${tz} AS month_start)
        SELECT coalesce(sum(o.total) FILTER (WHERE o.order_date >= b.day_start), 0) AS today_sales,
               (count(*) FILTER (WHERE o.order_date >= b.day_start))::int AS today_orders,
               coalesce(sum(o.total) FILTER (WHERE o.order_date >= b.week_start), 0) AS week_sales,
               (count(*) FILTER (WHERE o.order_date >= b.week_start))::int AS week_orders,
               coalesce(sum(o.total) FILTER (WHERE o.order_date >= b.month_start), 0) AS month_sales,
               (count(*) FILTER (WHERE o.order_date >= b.month_start))::int AS month_orders
        FROM b JOIN orders o
          ON o.wholeseller_id = ${sellerId} AND o.order_date >= least(b.week_start, b.month_start) AND o.status <> 'Cancel'`.execute(
        db,
      ),
      sql<{ status: string; count: number }>`
        SELECT status, count(*)::int AS count FROM orders WHERE wholeseller_id = ${sellerId} GROUP BY status`.execute(
        db,
      ),
      sql<{ day: string; sales: number; orders: number }>`
        WITH s AS (
          SELECT date_trunc('day', order_date AT TIME ZONE ${tz}) AS day, sum(total) AS sales, count(*)::int AS orders
          FROM orders
          WHERE wholeseller_id = ${sellerId} AND order_date >= ${periodStart} AND status <> 'Cancel'
          GROUP BY 1)
        SELECT to_char(d.day, 'YYYY-MM-DD') AS day, coalesce(s.sales, 0) AS sales, coalesce(s.orders, 0) AS orders
        FROM generate_series(date_trunc('day', now() AT TIME ZONE ${tz}) - make_interval(days => ${days - 1}),
                             date_trunc('day', now() AT TIME ZONE ${tz}), interval '1 day') AS d(day)
        LEFT JOIN s ON s.day = d.day
        ORDER BY d.day`.execute(db),
      sql<{ product_name: string; quantity: number; sales: number }>`
        SELECT i.product_name, sum(i.quantity)::int AS quantity, sum(${lineNetSql(sql.ref('i'))}) AS sales
        FROM orders o JOIN order_items i ON i.order_id = o.id
        WHERE o.wholeseller_id = ${sellerId} AND o.order_date >= ${periodStart} AND o.status <> 'Cancel'
        GROUP BY i.product_name
        ORDER BY sales DESC, quantity DESC, i.product_name
        LIMIT 5`.execute(db),
      // Ranked from the covering index alone; the names of the five come from their profiles.
      sql<{ retailer_id: number; store: string; retailer_name: string; phone: string; orders: number; sales: number }>`
        WITH top AS (
          SELECT retailer_id, count(*)::int AS orders, sum(total) AS sales
          FROM orders
          WHERE wholeseller_id = ${sellerId} AND order_date >= ${periodStart} AND status <> 'Cancel'
          GROUP BY retailer_id
          ORDER BY sales DESC, retailer_id
          LIMIT 5)
        SELECT top.retailer_id, r.store, r.full_name AS retailer_name, a.phone, top.orders, top.sales
        FROM top JOIN retailers r ON r.id = top.retailer_id JOIN accounts a ON a.id = r.id
        ORDER BY top.sales DESC, top.retailer_id`.execute(db),
    ]);

    const f = figures.rows[0];
    const num = (v: unknown) => Number(v ?? 0);
    return {
      today: { sales: num(f?.today_sales), orders: num(f?.today_orders) },
      week: { sales: num(f?.week_sales), orders: num(f?.week_orders) },
      month: { sales: num(f?.month_sales), orders: num(f?.month_orders) },
      days,
      tz,
      // Every status, in the usual order, zeros included: the chart keeps its shape.
      by_status: ORDER_STATUSES.map((status) => ({
        status,
        count: num(byStatus.rows.find((r) => r.status === status)?.count),
      })),
      daily: daily.rows.map((r) => ({ day: r.day, sales: num(r.sales), orders: num(r.orders) })),
      top_products: topProducts.rows.map((r) => ({
        product_name: r.product_name,
        quantity: num(r.quantity),
        sales: num(r.sales),
      })),
      top_retailers: topRetailers.rows.map((r) => ({
        retailer_id: r.retailer_id,
        store: r.store,
        retailer_name: r.retailer_name,
        phone: r.phone,
        orders: num(r.orders),
        sales: num(r.sales),
      })),
    };
  } catch (error) {
    // 22023: invalid_parameter_value, what PostgreSQL says to an unknown time zone name.
    if ((error as { code?: string }).code === '22023' || /time zone/i.test(String((error as Error).message))) {
      throw badRequest(MSG_BEYOND.badTimeZone);
    }
    throw error;
  }
}

/** The zone in which a seller's days begin and end: their setting, or the default for a seller who never set one. */
export async function sellerTimeZone(db: Kysely<Database>, sellerId: number): Promise<string> {
  const row = await db
    .selectFrom('seller_settings')
    .select('time_zone')
    .where('wholeseller_id', '=', sellerId)
    .executeTakeFirst();
  return row?.time_zone ?? DEFAULT_TIME_ZONE;
}

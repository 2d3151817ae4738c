import { DEFAULT_SELLER_SETTINGS, RETAILER_SMS_STATUSES, type OrderStatus } from '@dawalink/shared';
import type { Deps } from '../../deps.js';
import { sendInLanguage } from '../../sms/in-language.js';

/**
 * Texts the retailer of each order that has just become Shipped or Cancel, unless its seller turned the setting
 * `notify_retailer_sms` off. Called after the status change has committed; never throws, and sends the texts side by
 * side, each on its own, so a failing SMS gateway never fails a status change nor stops the other texts. The route
 * answers once they are handed over (each transport gives up after 10 s): the change and its texts are done when the
 * seller sees "Updated", and nothing of the request is left running after its answer. Answers how many were sent.
 */
export async function textRetailersAboutStatus(
  deps: Pick<Deps, 'db' | 'sms'>,
  orderIds: number[],
  status: OrderStatus,
): Promise<number> {
  if (!RETAILER_SMS_STATUSES.includes(status) || orderIds.length === 0) return 0;
  let sent = 0;
  try {
    const orders = await deps.db
      .selectFrom('orders as o')
      .leftJoin('seller_settings as s', 's.wholeseller_id', 'o.wholeseller_id')
      .leftJoin('accounts as r', 'r.id', 'o.retailer_id')
      .select(['o.id', 'o.phone_no', 'o.seller_store', 'o.seller_phone_no', 's.notify_retailer_sms', 'r.language'])
      .where('o.id', 'in', orderIds)
      // A later change may already have moved it on: text only what is still true.
      .where('o.status', '=', status)
      .orderBy('o.id')
      .execute();
    const texted = orders.filter((o) => o.notify_retailer_sms ?? DEFAULT_SELLER_SETTINGS.notify_retailer_sms);
    await Promise.all(
      texted.map(async (order) => {
        try {
          await sendInLanguage(
            deps,
            order.phone_no,
            (t) =>
              status === 'Shipped'
                ? t.ORDER_DESK_MSG.shippedSms(order.id, order.seller_store)
                : t.ORDER_DESK_MSG.cancelledSms(order.id, order.seller_store, order.seller_phone_no),
            // The order's phone may be another than the account's: then the retailer account's language.
            order.language ?? undefined,
          );
          sent++;
        } catch (error) {
          console.error(`status SMS for order ${order.id} failed: ${String(error)}`);
        }
      }),
    );
  } catch (error) {
    console.error(`status SMS for orders ${orderIds.join(',')} failed: ${String(error)}`);
  }
  return sent;
}

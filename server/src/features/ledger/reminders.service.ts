import { sql } from 'kysely';
import type { Deps } from '../../deps.js';
import { sendInLanguage } from '../../sms/in-language.js';
import { ageingSql } from './seller-ageing.js';
import { rupeesOf } from './ledger-posting.service.js';

/** How often the server looks for reminders to send; each pair gets at most one a day whatever the interval. */
export const REMINDER_INTERVAL_MS = 15 * 60_000;
/** Texts go out between 09:00 and 21:00 in Pakistan, never at night. */
const FIRST_HOUR = 9;
const LAST_HOUR = 21;

const karachi = (now: Date) => {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Karachi',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: `${get('year')}-${get('month')}-${get('day')}`, hour: Number(get('hour')) };
};

/**
 * Texts each retailer with an overdue balance with a seller who turned `overdue_reminders` on: once per pair per
 * day (Asia/Karachi), only in the day. A row per pair and day is claimed before the text is sent, so several
 * processes running this at once send each reminder once; a text that fails is not retried that day. Answers how
 * many were sent.
 */
export async function sendOverdueReminders(deps: Pick<Deps, 'db' | 'sms'>, now = new Date()): Promise<number> {
  const { day, hour } = karachi(now);
  if (hour < FIRST_HOUR || hour >= LAST_HOUR) return 0;
  const { rows } = await sql<{
    wholeseller_id: number;
    retailer_id: number;
    overdue: number;
    seller: string;
    seller_phone: string;
    phone: string;
  }>`
    WITH g AS (${ageingSql(sql`wholeseller_id IN (SELECT wholeseller_id FROM seller_settings WHERE overdue_reminders)`, now)})
    SELECT g.wholeseller_id, g.retailer_id, g.overdue, w.busniess_name AS seller, wa.phone AS seller_phone, ra.phone
    FROM g JOIN wholesalers w ON w.id = g.wholeseller_id JOIN accounts wa ON wa.id = w.id JOIN accounts ra ON ra.id = g.retailer_id
    WHERE g.overdue > 0 AND NOT wa.is_disabled AND NOT ra.is_disabled
      AND NOT EXISTS (SELECT 1 FROM overdue_reminders r WHERE r.wholeseller_id = g.wholeseller_id AND r.retailer_id = g.retailer_id AND r.day = ${day}::date)
    ORDER BY g.wholeseller_id, g.retailer_id`.execute(deps.db);
  let sent = 0;
  for (const r of rows) {
    const claimed = await deps.db
      .insertInto('overdue_reminders')
      .values({ wholeseller_id: r.wholeseller_id, retailer_id: r.retailer_id, day, sent_at: now })
      .onConflict((oc) => oc.doNothing())
      .returning('day')
      .executeTakeFirst();
    if (!claimed) continue;
    try {
      await sendInLanguage(deps, r.phone, (t) =>
        t.MONEY_MSG.overdueReminderSms(r.seller, rupeesOf(r.overdue), r.seller_phone),
      );
      sent++;
    } catch (error) {
      console.error(`overdue reminder to retailer ${r.retailer_id} failed: ${String(error)}`);
    }
  }
  return sent;
}

/** Runs the reminders now and then while the server runs; the timer never keeps the process alive. */
export function startReminders(deps: Pick<Deps, 'db' | 'sms'>): () => void {
  const run = () =>
    void sendOverdueReminders(deps).catch((error) => console.error(`overdue reminders failed: ${String(error)}`));
  const timer = setInterval(run, REMINDER_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}

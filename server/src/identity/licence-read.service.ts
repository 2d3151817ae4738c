import { sql, type Kysely } from 'kysely';
import { licenceToday, type Licence, type LicenceDocumentType } from '@dawalink/shared';
import type { Database } from '../db/types.js';

/** What a licence row reads as; the date comes as text so that no time zone moves it by a day. */
export async function readLicences(db: Kysely<Database>, retailerIds: number[]): Promise<Map<number, Licence>> {
  const out = new Map<number, Licence>();
  if (retailerIds.length === 0) return out;
  const rows = await db
    .selectFrom('retailer_licences as l')
    .leftJoin('licence_documents as d', 'd.retailer_id', 'l.retailer_id')
    .select([
      'l.retailer_id',
      'l.number',
      'l.type',
      'l.province',
      sql<string>`to_char(l.expires, 'YYYY-MM-DD')`.as('expires'),
      'l.status',
      'l.reason',
      'l.updated_at',
      'l.reviewed_at',
      'd.content_type',
      'd.size',
      'd.uploaded_at',
    ])
    .where('l.retailer_id', 'in', retailerIds)
    .execute();
  const today = licenceToday();
  for (const r of rows) {
    out.set(r.retailer_id, {
      number: r.number,
      type: r.type,
      province: r.province,
      expires: r.expires,
      status: r.status,
      reason: r.status === 'rejected' ? r.reason : null,
      expired: r.expires < today,
      document:
        r.content_type && r.size !== null && r.uploaded_at
          ? {
              content_type: r.content_type as LicenceDocumentType,
              size: r.size,
              uploaded_at: new Date(r.uploaded_at).toISOString(),
            }
          : null,
      updated_at: new Date(r.updated_at).toISOString(),
      reviewed_at: r.reviewed_at ? new Date(r.reviewed_at).toISOString() : null,
    });
  }
  return out;
}

/** One retailer's licence, or null when none is recorded. */
export async function readLicence(db: Kysely<Database>, retailerId: number): Promise<Licence | null> {
  return (await readLicences(db, [retailerId])).get(retailerId) ?? null;
}

/*
 * A licence's fixed points, without zod: the licence screens read them (the form's choices, the document's size and
 * types, today in Pakistan) before any check runs, so their first load does not carry the schemas
 * (schemas/licence-shape.ts and schemas/licences.ts check the calls with them).
 */

import { dayInZone } from './time-zones.js';

export const LICENCE_TYPES = ['pharmacy', 'medical_store', 'distributor'] as const;
export type LicenceType = (typeof LICENCE_TYPES)[number];
export const LICENCE_TYPE_LABELS: Record<LicenceType, string> = {
  pharmacy: 'Pharmacy',
  medical_store: 'Medical store',
  distributor: 'Distributor',
};

export const LICENCE_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type LicenceStatus = (typeof LICENCE_STATUSES)[number];

export const LICENCE_DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export type LicenceDocumentType = (typeof LICENCE_DOCUMENT_TYPES)[number];

/** Provinces and territories of Pakistan, as stored; common short forms are accepted on input. */
export const PROVINCES = [
  'Punjab',
  'Sindh',
  'Khyber Pakhtunkhwa',
  'Balochistan',
  'Islamabad Capital Territory',
  'Gilgit-Baltistan',
  'Azad Jammu and Kashmir',
] as const;
export const MAX_LICENCE_NUMBER = 40;
export const MAX_LICENCE_REASON = 200;
/** The largest licence document taken: a phone photo or a scanned page fits well under it. */
export const LICENCE_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
/** Days before expiry when the retailer is texted once. */
export const LICENCE_EXPIRY_NOTICE_DAYS = 30;

/** Today's date (YYYY-MM-DD) in Pakistan: licences are valid through their expiry day there. */
export function licenceToday(now: Date = new Date()): string {
  return dayInZone(now, 'Asia/Karachi');
}

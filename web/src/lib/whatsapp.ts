import { apiPaths, type ShareLink, type ShareLinkCreate } from '@dawalink/shared';
import { api } from './api';

/**
 * Sharing on WhatsApp without any paid API: a `https://wa.me/?text=` link opens WhatsApp (the app on a phone,
 * WhatsApp Web elsewhere) with the text ready and lets the person pick the chat.
 */
export const whatsAppUrl = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`;

/** A signed link to an invoice or a statement that opens without signing in until it expires. */
export const createShareLink = (body: ShareLinkCreate) => api.post<ShareLink>(apiPaths.shareLinks(), body);

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, sellerSettingsSchema, sellerSettingsUpdateSchema } from '@dawalink/shared';
import { currentAccount } from '../../plugins/access.js';
import { sellerSettings, updateSellerSettings } from './settings.service.js';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

/** The signed-in seller's settings (`GET`/`PUT /api/SellerSettings`); the seller comes from the session. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/api/SellerSettings',
    {
      config: { access: ['seller'] },
      schema: {
        tags: ['settings'],
        summary:
          "The seller's settings: {notify_retailer_sms, require_licence, time_zone, new_order_sound, payment_days, tax_lines, overdue_reminders, ntn, strn} (defaults until changed)",
        response: { 200: sellerSettingsSchema, ...errors },
      },
    },
    async (request) => sellerSettings(db, currentAccount(request).id),
  );

  app.put(
    '/api/SellerSettings',
    {
      config: { access: ['seller'] },
      schema: {
        tags: ['settings'],
        summary: "Change some of the seller's settings (the others keep their values); answers all of them",
        description:
          '`notify_retailer_sms` (default true): text the retailer when an order becomes Shipped or Cancel. ' +
          '`require_licence` (default false): new orders need a verified, unexpired licence of the retailer (403 `licence_required`). ' +
          "`time_zone` (default Asia/Karachi): an IANA zone name (Intl.supportedValuesOf, or UTC) in which the seller's " +
          "days begin and end: dashboard, dates shown on the seller's lists and slips. " +
          "`new_order_sound` (default false): a short sound on the seller's screens when a new order arrives. `payment_days` (default 30): " +
          'days from an invoice to its due date for retailers without their own terms. `tax_lines` (default none): ' +
          '`[{name, rate}]`, at most 5, each rate a percent of the invoice subtotal. `overdue_reminders` (default false): a ' +
          "daily SMS to retailers with an overdue balance. `ntn`, `strn`: the seller's tax numbers on invoices.",
        body: sellerSettingsUpdateSchema,
        response: { 200: sellerSettingsSchema, ...errors },
      },
    },
    async (request) => updateSellerSettings(db, currentAccount(request).id, request.body),
  );
};

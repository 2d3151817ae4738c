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
        summary: "The seller's settings: {notify_retailer_sms, require_licence, time_zone, new_order_sound} (defaults until changed)",
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
          '`require_licence` (default false): stored for the licence check of new orders. ' +
          '`time_zone` (default Asia/Karachi): an IANA zone name (Intl.supportedValuesOf, or UTC) in which the seller\'s ' +
          'days begin and end: dashboard, dates shown on the seller\'s lists and slips. ' +
          '`new_order_sound` (default false): a short sound on the seller\'s screens when a new order arrives.',
        body: sellerSettingsUpdateSchema,
        response: { 200: sellerSettingsSchema, ...errors },
      },
    },
    async (request) => updateSellerSettings(db, currentAccount(request).id, request.body),
  );
};

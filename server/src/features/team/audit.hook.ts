import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordAction } from './audit.service.js';

/**
 * The seller-side actions whose author is recorded (payments, money entries, price changes, imports), by route. Kept
 * here, beside the audit, rather than in each domain's handler: one list says what is recorded, and the domains stay
 * unaware of the team. `fields` are the body fields worth keeping as the detail (amounts, prices, references).
 */
const AUDITED: Record<string, { action: string; object: string; fields: string[] }> = {
  'POST /api/Ledger/:retailerId/payments': {
    action: 'payment',
    object: 'retailerId',
    fields: ['amount', 'method', 'reference'],
  },
  'POST /api/Ledger/:retailerId/adjustments': {
    action: 'adjustment',
    object: 'retailerId',
    fields: ['amount', 'reason'],
  },
  'POST /api/Ledger/:retailerId/opening': { action: 'opening', object: 'retailerId', fields: ['amount'] },
  'POST /api/Ledger/:retailerId/entries/:entryId/reversal': {
    action: 'reversal',
    object: 'entryId',
    fields: ['reason'],
  },
  'PUT /api/Ledger/:retailerId/terms': {
    action: 'terms',
    object: 'retailerId',
    fields: ['credit_limit', 'payment_days', 'on_limit'],
  },
  'PUT /api/MedicalProducts/:id': {
    action: 'listing.update',
    object: 'id',
    fields: ['total_price', 'offer', 'bonus', 'availability', 'scheme', 'retail_price'],
  },
  'POST /api/MedicalProducts': { action: 'listing.add', object: '', fields: [] },
  'DELETE /api/MedicalProducts/:id': { action: 'listing.remove', object: 'id', fields: [] },
  'POST /api/PriceList/apply': { action: 'price_list.apply', object: '', fields: ['import_id'] },
  'POST /api/Orders/:id/invoice': { action: 'invoice', object: 'id', fields: [] },
  'PUT /api/Returns/:id': { action: 'return', object: 'id', fields: ['status'] },
};

/** Records who did an audited action once it has succeeded; registered on the root so it sees every domain's routes. */
export function registerActionAudit(app: FastifyInstance) {
  // onSend: the action's answer is settled, and the record is written before the caller hears back. It takes `done`
  // rather than being async: every other request (nearly all of them) passes without a promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    // Every audited action writes (no GET is audited): most requests are reads and leave here at the first test.
    if (request.method === 'GET' || reply.statusCode >= 300 || request.account?.type !== 'seller')
      return done(null, payload);
    const spec = AUDITED[`${request.method} ${request.routeOptions.url}`];
    if (!spec) return done(null, payload);
    record(request, spec).then(
      () => done(null, payload),
      (error: Error) => done(error),
    );
  });

  async function record(request: FastifyRequest, spec: (typeof AUDITED)[string]) {
    if (!request.account) return;
    const params = (request.params ?? {}) as Record<string, string>;
    const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
    const kept = Object.fromEntries(spec.fields.filter((f) => body[f] !== undefined).map((f) => [f, body[f]]));
    const objectId = spec.object && /^\d{1,15}$/.test(params[spec.object] ?? '') ? Number(params[spec.object]) : null;
    try {
      await recordAction(
        app.deps.db,
        request.account,
        spec.action,
        objectId,
        Object.keys(kept).length ? JSON.stringify(kept) : '',
      );
    } catch (error) {
      request.log.error({ err: error }, 'recording who acted failed');
    }
  }
}

export const auditedRouteKeys = () => Object.keys(AUDITED);

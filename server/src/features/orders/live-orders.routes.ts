import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerResponse } from 'node:http';
import { errorResponseSchema, MSG } from '@dawalink/shared';
import { currentAccount } from '../../plugins/access.js';
import { tooMany } from '../../lib/errors.js';
import { missedOrders, type FeedOrder, type OrderFeed } from './live-orders.service.js';

/** A comment line keeps proxies from closing an idle stream (the feed checks the session every second). */
const HEARTBEAT_MS = 20_000;
/** Browser tabs of one seller; more than this is a loop or abuse. */
const MAX_STREAMS_PER_SELLER = 10;

/** New orders pushed to the seller's screens: `GET /api/Orders/live` (server-sent events), from the app's one feed. */
export const liveOrdersRoutes: FastifyPluginAsyncZod<{ feed: OrderFeed }> = async (app, { feed }) => {
  const { db } = app.deps;
  const open = new Set<ServerResponse>();

  // Open streams never end by themselves: end them so that closing the server does not wait for them.
  app.addHook('preClose', async () => {
    feed.stop();
    for (const res of open) res.end();
  });

  app.get(
    '/api/Orders/live',
    {
      config: { access: ['seller'] },
      schema: {
        tags: ['orders'],
        summary:
          'Server-sent events: `event: order` with {id, store, phone_no, total, order_Date} for each new order of the seller',
        response: { 401: errorResponseSchema, 403: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const account = currentAccount(request);
      if (feed.count(account.id) >= MAX_STREAMS_PER_SELLER) throw tooMany(MSG.tooManyOrderStreams);
      const lastEventId = Number.parseInt(String(request.headers['last-event-id'] ?? ''), 10);

      reply.hijack();
      const res = reply.raw;
      // Security headers the hooks already set (helmet) go out too; compression would hold events back.
      res.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      open.add(res);
      const sent = new Set<number>();
      const send = (order: FeedOrder) => {
        if (sent.has(order.id) || res.writableEnded) return;
        sent.add(order.id);
        const { id, store, phone_no, total, order_Date } = order;
        res.write(`id: ${id}\nevent: order\ndata: ${JSON.stringify({ id, store, phone_no, total, order_Date })}\n\n`);
      };
      let unsubscribe: (() => void) | null = null;
      let heartbeat: NodeJS.Timeout | null = null;
      let closed = false;
      const close = () => {
        if (closed) return;
        closed = true;
        unsubscribe?.();
        if (heartbeat) clearInterval(heartbeat);
        open.delete(res);
        if (!res.writableEnded) res.end();
      };
      request.raw.on('close', close);
      res.on('close', close);

      try {
        unsubscribe = await feed.subscribe(account.id, { send, sessionIdHash: account.sessionIdHash, end: close });
        if (closed) unsubscribe();
        // The headers go out with this first write, so a client that has the answer is already subscribed: an order
        // placed from then on reaches it. Reconnect after 3 s if the connection drops.
        else res.write('retry: 3000\n: connected\n\n');
        if (Number.isSafeInteger(lastEventId) && lastEventId > 0) {
          for (const order of await missedOrders(db, account.id, lastEventId)) send(order);
        }
      } catch (error) {
        request.log.error({ err: error }, 'live orders stream failed to start');
        close();
        return;
      }

      if (closed) return;
      heartbeat = setInterval(() => {
        if (!res.writableEnded) res.write(': ping\n\n');
      }, HEARTBEAT_MS);
      heartbeat.unref();
    },
  );
};

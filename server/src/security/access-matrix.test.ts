import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_TYPES } from '@dawalink/shared';
import { notFound } from '../lib/errors.js';
import { grantedRouteKeys } from '../plugins/seller-roles.js';
import { buildTestApp, secondApp, type TestApp } from '../test/helpers.js';
import {
  allows,
  boundedInject,
  CALLERS,
  dataInvariantViolations,
  discoverRoutes,
  isErrorShape,
  KIND,
  loadFixtures,
  makeCaller,
  makeCallers,
  isMemberCaller,
  MEMBER_CALLERS,
  resolveRoute,
  roleAllows,
  sampleBody,
  sampleQuery,
  snapshot,
  type Caller,
  type CallerKey,
  type DiscoveredRoute,
  type Fixtures,
} from './support/routes.js';

/**
 * Every /api route the running app registered, called as visitor, retailer, another retailer,
 * seller, another seller and admin, with path parameters filled from real demo objects of seller 1 and retailer 1.
 * Refusals must be exact (401 visitor, 403 wrong role, 404 someone else's object) and leave the data untouched.
 */

let t: TestApp;
let f: Fixtures;
let callers: Record<CallerKey, Caller>;
let routes: DiscoveredRoute[];

beforeAll(async () => {
  t = await buildTestApp({ env: { API_RATE_PER_MIN: '1000000', LOOKUP_IP_PER_MIN: '100000' } });
  f = await loadFixtures(t);
  callers = await makeCallers(t, f);
  routes = discoverRoutes(t.app);
});
afterAll(async () => {
  await t?.close();
});

type Expected = { kind: 'refused'; statuses: number[] } | { kind: 'reaches' } | { kind: 'skip'; why: string };

/** What a caller must get from a route: the whole rule of DESIGN.md sections 5 and 6 in one function. */
function expected(
  route: DiscoveredRoute,
  owners: ReturnType<typeof resolveRoute>['owners'],
  caller: CallerKey,
): Expected {
  if (route.access === 'public') return route.mutation ? { kind: 'skip', why: 'public mutation' } : { kind: 'reaches' };
  if (caller === 'visitor') return { kind: 'refused', statuses: [401] };
  if (!allows(route.access, caller)) return { kind: 'refused', statuses: [403] };
  // A seller's team member whose role the route does not grant: 403 before anything else.
  if (!roleAllows(route, caller)) return { kind: 'refused', statuses: [403] };
  const kind = KIND[caller];
  if (kind !== 'admin' && owners) {
    // Seller 1's members act for seller 1: its objects are theirs.
    const owns =
      owners.includes(kind as 'seller' | 'retailer') &&
      (caller === 'seller' || caller === 'retailer' || isMemberCaller(caller));
    if (!owns) {
      // Same kind, someone else's object: 404 (existence does not leak). Another kind of account: 403 or 404.
      const sameKindOther = owners.includes(kind as 'seller' | 'retailer');
      return { kind: 'refused', statuses: sameKindOther ? [404] : [403, 404] };
    }
  }
  return route.mutation
    ? { kind: 'skip', why: 'allowed mutation (covered by the domain and hostile suites)' }
    : { kind: 'reaches' };
}

describe('route table', () => {
  it('discovers the registered routes, each with a valid policy', () => {
    expect(routes.length).toBeGreaterThan(3);
    for (const route of routes) {
      const ok =
        route.access === 'public' ||
        route.access === 'signedIn' ||
        (Array.isArray(route.access) &&
          route.access.length > 0 &&
          route.access.every((r) => (USER_TYPES as readonly string[]).includes(r)));
      expect(ok, `${route.method} ${route.url} has policy ${JSON.stringify(route.access)}`).toBe(true);
    }
  });

  it('every staff grant names a registered route, and every seller route is owner-only unless granted', () => {
    const registered = new Set(routes.map((r) => `${r.method} ${r.url}`));
    for (const key of grantedRouteKeys()) expect(registered.has(key), `granted ${key} is no route`).toBe(true);
    // The default is safe: a seller route no table names stays with the owner (and the owner-role member).
    const sellerRoutes = routes.filter(
      (r) => r.access === 'signedIn' || (Array.isArray(r.access) && r.access.includes('seller')),
    );
    expect(sellerRoutes.length).toBeGreaterThan(10);
    for (const r of sellerRoutes) {
      for (const m of MEMBER_CALLERS) {
        const granted = roleAllows(r, m);
        if (m === 'owner_member') expect(granted).toBe(true);
        else expect(granted, `${r.method} ${r.url} for ${m}`).toBe(r.staff.includes(m as never));
      }
    }
    // The team itself and the seller's settings stay with the owner.
    for (const key of [
      'POST /api/Team',
      'GET /api/Team',
      'DELETE /api/Team/:id',
      'PUT /api/Team/:id',
      'PUT /api/SellerSettings',
    ]) {
      const r = routes.find((x) => `${x.method} ${x.url}` === key);
      expect(r?.staff, key).toEqual([]);
    }
  });

  it('agrees with the OpenAPI document: no /api route escapes the policy record', () => {
    const doc = (t.app as unknown as { swagger(): { paths: Record<string, Record<string, unknown>> } }).swagger();
    const recorded = new Set(routes.map((r) => `${r.method} ${r.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`));
    for (const [path, ops] of Object.entries(doc.paths)) {
      if (!path.startsWith('/api') || path.startsWith('/api/docs')) continue;
      for (const method of Object.keys(ops)) {
        if (['parameters', 'head', 'options'].includes(method)) continue;
        expect(recorded.has(`${method.toUpperCase()} ${path}`), `${method} ${path}`).toBe(true);
      }
    }
  });

  // These two build a second app on the suite's database: building queries nothing, and no request reaches it.
  const bareApp = () => secondApp(t);

  it('refuses to start an app with a route that declares no policy', async () => {
    const app = await bareApp();
    // The onRoute hook throws while the plugin registers, so the app never becomes ready.
    const start = async () => {
      await app.register(async (instance) => {
        instance.get('/api/security/no-policy', async () => ({ leaked: true }));
      });
      await app.ready();
    };
    await expect(start()).rejects.toThrow(/declares no access policy/);
    await app.close().catch(() => {});
  });

  it('the rule applies to /api only: pages and assets outside it need no policy', async () => {
    const app = await bareApp();
    await app.register(async (instance) => {
      instance.get('/not-api/ping', async () => ({ ok: true }));
    });
    await app.ready();
    expect((await app.inject({ url: '/not-api/ping' })).statusCode).toBe(200);
    await app.close();
  });
});

/**
 * Calls every route as every caller and lists what broke the rule. Runs on the suite's app, and on a second app with
 * planted leaks to prove the matrix does not pass for nothing.
 */
async function runMatrix(routeList: DiscoveredRoute[], callers: Record<CallerKey, Caller>) {
  const failures: string[] = [];
  let lastSnapshot: Record<string, string> | null = null;
  const figures = { routes: routeList.length, calls: 0, refusals: 0, reached: 0, skipped: 0, streams: 0 };
  for (const route of routeList) {
    const resolved = resolveRoute(route, f);
    const body = sampleBody(route, f);
    const query = sampleQuery(route, f);
    for (const caller of CALLERS) {
      const want = expected(route, resolved.owners, caller);
      if (want.kind === 'skip') {
        figures.skipped++;
        continue;
      }
      const label = `${route.method} ${resolved.path} as ${caller}`;
      // The last refusal's "after" is this call's "before" unless an allowed read ran in between.
      const before = want.kind === 'refused' ? (lastSnapshot ??= await snapshot(t)) : null;
      if (want.kind !== 'refused') lastSnapshot = null;
      const res = await boundedInject(
        callers[caller],
        {
          method: route.method as 'GET',
          url: resolved.path,
          query,
          ...(body !== undefined ? { payload: body as object } : {}),
        },
        1500,
      );
      figures.calls++;
      if (!res) {
        // Still open after 3 s: a stream (server-sent events). Only an admitted caller may hold one open.
        if (want.kind === 'refused')
          failures.push(`${label}: expected ${want.statuses.join('/')}, but the response stayed open`);
        else figures.streams++;
        continue;
      }
      if (res.statusCode >= 500) failures.push(`${label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      if (want.kind === 'refused') {
        figures.refusals++;
        if (!want.statuses.includes(res.statusCode))
          failures.push(
            `${label}: expected ${want.statuses.join('/')}, got ${res.statusCode} ${res.body.slice(0, 200)}`,
          );
        if (!isErrorShape(res)) failures.push(`${label}: refusal without {error, message}: ${res.body.slice(0, 200)}`);
        const after = await snapshot(t);
        lastSnapshot = after;
        for (const table of Object.keys(after)) {
          if (before![table] !== after[table]) failures.push(`${label}: table ${table} changed on a refused call`);
        }
      } else {
        figures.reached++;
        // Owners and the admin reach their own data; public reads answer without a server error.
        if (route.access !== 'public' && res.statusCode >= 400)
          failures.push(`${label}: owner/admin refused with ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
    }
  }
  return { failures, figures };
}

describe('access matrix', () => {
  it('every route refuses the wrong caller exactly and changes nothing', async () => {
    const { failures, figures } = await runMatrix(routes, callers);
    console.log(
      `[security] access matrix: ${figures.routes} routes, ${figures.calls} calls, ${figures.refusals} refusals checked, ${figures.reached} allowed reads, ${figures.skipped} skipped (public or allowed mutations), ${figures.streams} open streams`,
    );
    expect(failures).toEqual([]);
    expect(await dataInvariantViolations(t)).toEqual([]);
  }, 180_000);

  it('a session id that is not in the database is a visitor', async () => {
    for (const route of routes.filter((r) => r.access !== 'public')) {
      const resolved = resolveRoute(route, f);
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: resolved.path,
        cookies: { sid: 'A'.repeat(43) },
      });
      expect(res.statusCode, `${route.method} ${resolved.path}`).toBe(401);
    }
  });
});

describe('the matrix itself', () => {
  it('catches planted leaks: a missing ownership check, a missing role list, a write before the refusal', async () => {
    const app = await secondApp(t);
    await app.register(async (instance) => {
      const idOf = (request: { params: unknown }) => Number((request.params as { id: string }).id);
      // Any signed-in account reads any order: no "is it yours".
      instance.get('/api/Orders/:id/leaky', { config: { access: 'signedIn' } }, async (request) => ({
        id: idOf(request),
      }));
      // A seller's write that forgot its role list and its ownership check.
      instance.put('/api/Orders/:id/leaky', { config: { access: 'signedIn' } }, async (request) => {
        await t.db
          .updateTable('orders')
          .set({ store: `changed by a stranger ${Math.random()}` })
          .where('id', '=', idOf(request))
          .execute();
        return { ok: true };
      });
      // Refuses with the right status, but only after writing.
      instance.delete('/api/MedicalProducts/:id/leaky', { config: { access: ['seller', 'admin'] } }, async () => {
        await t.db
          .insertInto('sms_outbox')
          .values({ phone: '03000000000', text: 'written before the check' })
          .execute();
        throw notFound();
      });
    });
    await app.ready();
    try {
      const planted = discoverRoutes(app).filter((r) => r.url.endsWith('/leaky'));
      expect(planted).toHaveLength(3);
      const sameSessions = Object.fromEntries(
        CALLERS.map((k) => [
          k,
          makeCaller(
            app,
            callers[k].sid,
            k === 'visitor' ? { user: JSON.stringify({ id: f.ids.admin, type: 'admin' }) } : {},
          ),
        ]),
      ) as Record<CallerKey, Caller>;
      const { failures } = await runMatrix(planted, sameSessions);
      const text = failures.join('\n');
      expect(text).toMatch(new RegExp(`GET /api/Orders/${f.orderId}/leaky as retailer2: expected 404, got 200`));
      expect(text).toMatch(new RegExp(`GET /api/Orders/${f.orderId}/leaky as seller2: expected 404, got 200`));
      expect(text).toMatch(new RegExp(`PUT /api/Orders/${f.orderId}/leaky as seller2: expected 404, got 200`));
      expect(text).toMatch(new RegExp(`PUT /api/Orders/${f.orderId}/leaky as seller2: table orders changed`));
      expect(text).toMatch(
        new RegExp(`DELETE /api/MedicalProducts/${f.listingId}/leaky as seller2: table sms_outbox changed`),
      );
      expect(text).not.toMatch(/as visitor/); // the central 401 runs before any handler
    } finally {
      await app.close();
    }
  });
});

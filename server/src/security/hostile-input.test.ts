import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../features/auth/sessions.service.js';
import { buildTestApp, type TestApp } from '../test/helpers.js';
import { hostileBody, hostileParam, hostileText, type BodyCase } from './support/hostile.js';
import {
  allows,
  boundedInject,
  dataInvariantViolations,
  discoverRoutes,
  fillPath,
  isErrorShape,
  loadFixtures,
  makeCaller,
  resolveParam,
  sampleBody,
  sampleQuery,
  snapshot,
  type CallerKey,
  type DiscoveredRoute,
  type Fixtures,
} from './support/routes.js';

/**
 * Issue 8, part 2: property-based hostile input over every discovered route's path parameters, query and body,
 * sent by a caller the route admits (so the input reaches validation and the handler). Never a 5xx, every 4xx is
 * `{error, message}` and writes nothing, and after each route the data still adds up (no half orders).
 * HOSTILE_RUNS sets the runs per (route, caller); by default the total stays around 1,200 requests.
 */

let t: TestApp;
let f: Fixtures;
let routes: DiscoveredRoute[];
let pinHashes: Array<{ id: number; pin_hash: string }>;

beforeAll(async () => {
  t = await buildTestApp({ env: { API_RATE_PER_MIN: '1000000', LOOKUP_IP_PER_MIN: '100000', LOGIN_IP_MAX: '100000', OTP_IP_PER_DAY: '100000' } });
  f = await loadFixtures(t);
  routes = discoverRoutes(t.app);
  pinHashes = await t.db.selectFrom('accounts').select(['id', 'pin_hash']).execute();
});
afterAll(async () => {
  await t?.close();
});

/** Who sends the hostile input: the owner kinds the route admits (the admin only when nobody else may). */
function sendersFor(route: DiscoveredRoute): CallerKey[] {
  if (route.access === 'public') return ['visitor'];
  const kinds = (['seller', 'retailer'] as const).filter((k) => allows(route.access, k));
  return kinds.length ? [...kinds] : ['admin'];
}

/**
 * Hostile runs may disable an account, change a PIN or sign a caller out; each (route, caller) starts from
 * enabled accounts with their demo PINs and no failed sign-ins, so one route's chaos does not hide another's bug.
 */
async function resetAccounts() {
  await t.db.updateTable('accounts').set({ is_disabled: false, failed_consecutive: 0 }).execute();
  for (const { id, pin_hash } of pinHashes) await t.db.updateTable('accounts').set({ pin_hash }).where('id', '=', id).execute();
  await t.db.deleteFrom('login_attempts').execute();
}

describe('hostile input', () => {
  it('never answers 5xx, always {error, message} on 4xx, writes nothing on a refusal', async () => {
    const pairs = routes.flatMap((route) => sendersFor(route).map((caller) => ({ route, caller })));
    const runs = Number(process.env.HOSTILE_RUNS ?? Math.max(8, Math.min(40, Math.floor(1200 / pairs.length))));
    const figures = { routes: routes.length, pairs: pairs.length, requests: 0, s2xx: 0, s4xx: 0, refusalsChecked: 0, streams: 0 };
    const failures: string[] = [];

    const timings: Array<[string, number]> = [];
    for (const { route, caller } of pairs) {
      const started = performance.now();
      await resetAccounts();
      const sid = caller === 'visitor' ? null : (await createSession(t.db, f.ids[caller], false)).id;
      const who = makeCaller(t.app, sid);
      const validParams = Object.fromEntries(route.params.map((p) => [p, resolveParam(route, p, f).value]));
      const validQuery = sampleQuery(route, f);
      const sample = sampleBody(route, f);

      const input = fc.record({
        params: fc.record(Object.fromEntries(route.params.map((p) => [p, hostileParam(validParams[p])])) as Record<string, fc.Arbitrary<string>>),
        query: fc.record(
          Object.fromEntries(
            route.query.map((q) => [q.name, fc.oneof(fc.constant(validQuery[q.name]), hostileText, fc.constant(undefined))]),
          ) as Record<string, fc.Arbitrary<string | undefined>>,
        ),
        body: route.body ? hostileBody(sample) : fc.oneof(fc.constant<BodyCase | undefined>(undefined), hostileBody({ x: 1 })),
      });

      let streaming = false;
      try {
        await fc.assert(
          fc.asyncProperty(input, async ({ params, query, body }) => {
            if (streaming) return; // an event stream answered once; holding more open proves nothing
            const url = fillPath(route.url, params);
            const cleanQuery = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) as Record<string, string>;
            const before = await snapshot(t);
            const res = await boundedInject(
              who,
              {
                method: route.method as 'GET',
                url,
                query: cleanQuery,
                ...(body === undefined
                  ? {}
                  : body.kind === 'json'
                    ? { payload: JSON.stringify(body.body) ?? 'null', headers: { 'content-type': 'application/json' } }
                    : { payload: body.text, headers: { 'content-type': body.contentType } }),
              },
              1500,
            );
            figures.requests++;
            if (!res) {
              figures.streams++; // a server-sent event stream stays open: it answered, with no error
              streaming = true;
              return;
            }
            const label = `${route.method} ${url.slice(0, 200)} as ${caller} body ${JSON.stringify(body)?.slice(0, 200)}`;
            if (res.statusCode >= 500) throw new Error(`${label}: ${res.statusCode} ${res.body.slice(0, 300)}`);
            if (res.statusCode >= 400) {
              figures.s4xx++;
              if (!isErrorShape(res)) throw new Error(`${label}: ${res.statusCode} without {error, message}: ${res.body.slice(0, 200)}`);
              const after = await snapshot(t);
              figures.refusalsChecked++;
              const changed = Object.keys(after).filter((k) => after[k] !== before[k]);
              if (changed.length) throw new Error(`${label}: ${res.statusCode} but wrote to ${changed.join(', ')}`);
            } else figures.s2xx++;
          }),
          { numRuns: runs, endOnFailure: true },
        );
      } catch (error) {
        const cause = error instanceof Error && error.cause instanceof Error ? `\n  cause: ${error.cause.message}` : '';
        failures.push(`${route.method} ${route.url} as ${caller}: ${String(error instanceof Error ? error.message : error).slice(0, 600)}${cause.slice(0, 1200)}`);
      }
      timings.push([`${route.method} ${route.url} as ${caller}`, Math.round(performance.now() - started)]);
      const broken = await dataInvariantViolations(t);
      if (broken.length) failures.push(`after ${route.method} ${route.url} as ${caller}: ${broken.slice(0, 5).join('; ')}`);
    }
    console.log(
      `[security] hostile input: ${figures.routes} routes, ${figures.pairs} route/caller pairs x ${runs} runs = ${figures.requests} requests (${figures.s2xx} 2xx, ${figures.s4xx} 4xx, ${figures.refusalsChecked} refusals checked for writes, ${figures.streams} open streams)`,
    );
    if (process.env.HOSTILE_TIMINGS) console.log(timings.sort((a, b) => b[1] - a[1]).slice(0, 12));
    expect(failures).toEqual([]);
  }, 240_000);

  it('does not let a JSON body pollute prototypes', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: '{"phone":"03009876543","pin":"1234","__proto__":{"polluted":true}}',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBeLessThan(500);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

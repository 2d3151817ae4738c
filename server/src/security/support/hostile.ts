import fc from 'fast-check';

/** Inputs an attacker or a broken client sends. Each one must end in a clean 4xx or a correct 2xx, never a 5xx. */

export const HUGE = 'A'.repeat(50_000) + 'ب'.repeat(25_000); // ~100 KB of UTF-8

export const SQL_FRAGMENTS = [
  "' OR '1'='1",
  "'; DROP TABLE orders; --",
  '1; DELETE FROM accounts',
  "1' UNION SELECT pin_hash FROM accounts --",
  '%',
  '_',
  '\\',
  "''",
  '$1',
  'pg_sleep(5)',
  "x'||(SELECT version())||'",
];
export const HTML_FRAGMENTS = [
  '<img src=x onerror=window.__xss=1>',
  '<script>alert(1)</script>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '{{constructor.constructor("alert(1)")()}}',
  '&lt;b&gt;',
];
export const ODD_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uFEFF',
  '\uD800', // lone surrogate
  '🧪💊',
  'ﷺ',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǵ̗̻o̯͆',
  '١٢٣٤', // Arabic-Indic digits
  '１２３４', // full-width digits
  '../../etc/passwd',
  '%2e%2e%2f',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'true',
];
export const ODD_NUMBERS_AS_TEXT = [
  '-1',
  '0',
  '1.5',
  '-0',
  '1e309',
  '2147483648',
  '9007199254740993',
  'NaN',
  'Infinity',
  ' 1',
  '0x10',
  '1,000',
];
export const ODD_NUMBERS = [-1, 0, 0.5, 1.5, -0.01, 2_147_483_648, Number.MAX_SAFE_INTEGER, 1e21, -1e21, 1e-7];

export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.string({ maxLength: 40 }), weight: 3 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 20 }), weight: 1 },
  { arbitrary: fc.constantFrom(...SQL_FRAGMENTS), weight: 3 },
  { arbitrary: fc.constantFrom(...HTML_FRAGMENTS), weight: 2 },
  { arbitrary: fc.constantFrom(...ODD_TEXT), weight: 2 },
  { arbitrary: fc.constantFrom(...ODD_NUMBERS_AS_TEXT), weight: 3 },
  { arbitrary: fc.constant(HUGE), weight: 1 },
  { arbitrary: fc.string({ minLength: 101, maxLength: 400 }), weight: 1 },
);

export const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileText, weight: 4 },
  { arbitrary: fc.constantFrom(...ODD_NUMBERS), weight: 3 },
  { arbitrary: fc.integer(), weight: 1 },
  { arbitrary: fc.double({ noNaN: true }), weight: 1 },
  { arbitrary: fc.boolean(), weight: 1 },
  { arbitrary: fc.constant(null), weight: 1 },
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileScalar, weight: 6 },
  { arbitrary: fc.array(hostileScalar, { maxLength: 3 }), weight: 1 },
  { arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), hostileScalar, { maxKeys: 3 }), weight: 1 },
);

/** Fields the server owns; a client that sends them must not set them. */
export const SERVER_OWNED: Record<string, unknown> = {
  id: 1,
  total: 0.01,
  totalItems: 999,
  total_items: 999,
  quantity: 999,
  price: 0,
  status: 'Delivered',
  is_disabled: true,
  retailer_id: 2,
  wholeseller_id: 2,
  type: 'admin',
  pin_hash: 'x',
  failed_consecutive: 0,
  order_Date: '2000-01-01',
  created_at: '2000-01-01',
  url: 'hijacked-store',
};

type Path = Array<string | number>;

/** Every path into a JSON value, down to a small depth, so a mutation can reach `items[0].quantity`. */
function pathsOf(value: unknown, depth = 3, prefix: Path = []): Path[] {
  if (depth === 0 || value === null || typeof value !== 'object') return [];
  const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value as object);
  return entries.flatMap(([k, v]) => [[...prefix, k], ...pathsOf(v, depth - 1, [...prefix, k])]);
}

function clone<T>(v: T): T {
  return v === undefined ? v : (JSON.parse(JSON.stringify(v)) as T);
}

function setAt(root: unknown, path: Path, value: unknown, remove: boolean): unknown {
  const copy = clone(root) as any;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key];
  const last = path[path.length - 1];
  if (remove) {
    if (Array.isArray(node)) node.splice(Number(last), 1);
    else delete node[last];
  } else node[last] = value;
  return copy;
}

export type BodyCase = { kind: 'json'; body: unknown } | { kind: 'raw'; text: string; contentType: string };

/** Bodies derived from a valid sample: the sample itself, a field removed or made hostile, extra fields, or junk. */
export function hostileBody(sample: unknown): fc.Arbitrary<BodyCase> {
  const paths = pathsOf(sample);
  const json = (a: fc.Arbitrary<unknown>) => a.map((body): BodyCase => ({ kind: 'json', body }));
  const options: Array<{ arbitrary: fc.Arbitrary<BodyCase>; weight: number }> = [
    { arbitrary: json(fc.constant(sample)), weight: 1 },
    { arbitrary: json(hostileValue), weight: 2 },
    {
      arbitrary: fc
        .constantFrom(
          '{"a":',
          '[1,2',
          'null',
          '"text"',
          '{"__proto__":{"polluted":true}}',
          '{"constructor":{"prototype":{"polluted":true}}}',
          '\u0000',
          '{' + '"k":1,'.repeat(20_000) + '"k":2}',
        )
        .map((text): BodyCase => ({ kind: 'raw', text, contentType: 'application/json' })),
      weight: 1,
    },
    {
      arbitrary: fc
        .constantFrom('a=1&b=2', 'plain text')
        .map((text): BodyCase => ({ kind: 'raw', text, contentType: 'application/x-www-form-urlencoded' })),
      weight: 1,
    },
  ];
  if (sample && typeof sample === 'object') {
    options.push({
      arbitrary: json(
        fc.subarray(Object.keys(SERVER_OWNED), { minLength: 1 }).map((keys) => {
          const extra = Object.fromEntries(keys.map((k) => [k, SERVER_OWNED[k]]));
          return Array.isArray(sample)
            ? sample.map((s) => ({ ...(s as object), ...extra }))
            : { ...(sample as object), ...extra, unknownField: 'x' };
        }),
      ),
      weight: 2,
    });
  }
  if (paths.length) {
    options.push({
      arbitrary: json(fc.tuple(fc.constantFrom(...paths), hostileValue).map(([p, v]) => setAt(sample, p, v, false))),
      weight: 6,
    });
    options.push({
      arbitrary: json(fc.constantFrom(...paths).map((p) => setAt(sample, p, undefined, true))),
      weight: 2,
    });
  }
  return fc.oneof(...options);
}

/** A path parameter: mostly the real value (so the route is reached), often something hostile. */
export function hostileParam(valid: string): fc.Arbitrary<string> {
  return fc.oneof({ arbitrary: fc.constant(valid), weight: 2 }, { arbitrary: hostileText, weight: 3 });
}

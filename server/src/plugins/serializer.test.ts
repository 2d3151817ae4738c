import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { catalogueProductSchema, listingSchema, orderSchema } from '@dawalink/shared';
import { compileCheck, responseSerializerCompiler } from './serializer.js';

/**
 * The response serializer writes exactly what zod's would: the schema's properties only, or a 500 when the answer
 * does not fit. (No database: this is about the serializer alone.)
 */
const order = {
  id: 7,
  retailer_id: 3,
  retailer_name: 'Al Shifa',
  wholeseller_id: 2,
  total: 1250.5,
  totalItems: 2,
  status: 'Pending',
  order_Date: '2026-11-23T01:02:03.456Z',
  store: 'Al Shifa Pharmacy',
  seller_store: 'Karachi Medical Traders',
  phone_no: '03211234567',
  seller_phone_no: '03001234567',
  address: 'Shop 1',
  products: 'Panadol, Brufen',
  quantity: 3,
};

const app = Fastify();
let answer: unknown;

beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const profile = z.object({
    id: z.number(),
    name: z.string(),
    email: z.string().nullable(),
    tags: z.array(z.string()).optional(),
  });
  typed.get('/orders', { schema: { response: { 200: z.array(orderSchema) } } }, async () => answer as never);
  typed.get('/profile', { schema: { response: { 200: profile } } }, async () => answer as never);
  typed.get(
    '/either',
    { schema: { response: { 200: z.union([z.object({ a: z.number() }), z.object({ b: z.string() })]) } } },
    async () => answer as never,
  );
  await app.ready();
});
afterAll(() => app.close());

async function get(url: string, value: unknown) {
  answer = value;
  const res = await app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.statusCode === 200 ? res.json() : res.body };
}

describe('response serializer', () => {
  it('writes a list of orders that fits its schema as it is', async () => {
    const { status, body } = await get('/orders', [order, { ...order, id: 8 }]);
    expect(status).toBe(200);
    expect(body).toEqual([order, { ...order, id: 8 }]);
  });

  it('never writes a property the schema does not name', async () => {
    const { status, body } = await get('/orders', [{ ...order, pin_hash: '$argon2id$secret' }]);
    expect(status).toBe(200);
    expect(body).toEqual([order]);
    expect(JSON.stringify(body)).not.toContain('argon2');
    const profile = await get('/profile', { id: 1, name: 'A', email: null, sessionIdHash: 'x' });
    expect(profile.body).toEqual({ id: 1, name: 'A', email: null });
  });

  it('answers 500 when a required property is missing or has the wrong type', async () => {
    const { id: _id, ...withoutId } = order;
    expect((await get('/orders', [withoutId])).status).toBe(500);
    expect((await get('/orders', [{ ...order, total: '1250' }])).status).toBe(500);
    expect((await get('/orders', [{ ...order, status: 'Lost' }])).status).toBe(500);
    expect((await get('/profile', { id: 1, name: 'A', email: 5 })).status).toBe(500);
  });

  it('keeps nullable and optional properties as zod does', async () => {
    expect((await get('/profile', { id: 1, name: 'A', email: null })).body).toEqual({ id: 1, name: 'A', email: null });
    expect((await get('/profile', { id: 1, name: 'A', email: 'a@b.pk', tags: ['x'] })).body).toEqual({
      id: 1,
      name: 'A',
      email: 'a@b.pk',
      tags: ['x'],
    });
  });

  it('serializes unions', async () => {
    expect((await get('/either', { a: 1 })).body).toEqual({ a: 1 });
    expect((await get('/either', { b: 'x' })).body).toEqual({ b: 'x' });
  });

  it('leaves what JSON Schema cannot state exactly to zod', () => {
    // The long lists take the fast path: orders, listings, catalogue search.
    for (const list of [orderSchema, listingSchema, catalogueProductSchema])
      expect(compileCheck(z.array(list))).toBeTypeOf('function');
    expect(compileCheck(z.string().transform((s) => s.length))).toBeUndefined();
    expect(compileCheck(z.string().refine((s) => s.startsWith('a')))).toBeUndefined();
    expect(compileCheck(z.object({ email: z.email() }))).toBeUndefined();
    expect(compileCheck(z.object({ name: z.string().trim() }))).toBeUndefined();
    expect(
      compileCheck(
        z.object({
          id: z.int(),
          code: z
            .string()
            .regex(/^[A-Z]+$/)
            .max(10),
        }),
      ),
    ).toBeTypeOf('function');
  });
});

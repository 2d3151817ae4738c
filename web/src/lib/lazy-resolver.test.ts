import { describe, expect, it, vi } from 'vitest';
import type { Resolver, ResolverResult } from 'react-hook-form';
import { lazyResolver, lazyValue } from './lazy-resolver';

type Values = { name: string };
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];

describe('lazyResolver', () => {
  it('loads the resolver at the first check only, then checks with it', async () => {
    const inner: Resolver<Values> = async (values): Promise<ResolverResult<Values>> => {
      if (values.name) return { values, errors: {} };
      return { values: {}, errors: { name: { type: 'required', message: 'Name is Required' } } };
    };
    const load = vi.fn(async () => inner);
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    expect(await resolver({ name: '' }, undefined, options)).toMatchObject({
      errors: { name: { message: 'Name is Required' } },
    });
    expect(await resolver({ name: 'Panadol' }, undefined, options)).toEqual({
      values: { name: 'Panadol' },
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the load again after a failed one', async () => {
    const inner: Resolver<Values> = async (values) => ({ values, errors: {} });
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(inner);
    const resolver = lazyResolver<Values, unknown, Values>(load);
    await expect(resolver({ name: 'x' }, undefined, options)).rejects.toThrow('offline');
    expect(await resolver({ name: 'x' }, undefined, options)).toEqual({ values: { name: 'x' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('preload starts the load once, before any check; a failed preload is tried again by the check', async () => {
    const inner: Resolver<Values> = async (values): Promise<ResolverResult<Values>> => ({ values, errors: {} });
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(inner);
    const resolver = lazyResolver<Values, unknown, Values>(load);
    resolver.preload();
    expect(load).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await resolver({ name: 'x' }, undefined, options)).toEqual({ values: { name: 'x' }, errors: {} });
    resolver.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('lazyValue', () => {
  it('loads once for every use, and again after a failed load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('schema');
    const value = lazyValue<string>(load);
    expect(load).not.toHaveBeenCalled();
    await expect(value.get()).rejects.toThrow('offline');
    value.preload();
    expect(await value.get()).toBe('schema');
    expect(await value.get()).toBe('schema');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

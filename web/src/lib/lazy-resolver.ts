import type { FieldValues, Resolver } from 'react-hook-form';

/** A value loaded at its first use; `preload` starts that load early (a focus in the form, say). */
export interface Lazy<T> {
  get(): Promise<T>;
  preload(): void;
}

/**
 * Loads a value (a form's check, say) once, at the first `get` or `preload`. A failed load is forgotten, so the next
 * use tries again (a phone that lost its connection for a moment).
 */
export function lazyValue<T>(load: () => Promise<T>): Lazy<T> {
  let loading: Promise<T> | null = null;
  const get = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  return { get, preload: () => void get().catch(() => {}) };
}

/** A resolver that loads its schema on first use; `preload` starts that load early (a focus in the form, say). */
export type LazyResolver<TIn extends FieldValues, TContext, TOut> = Resolver<TIn, TContext, TOut> & { preload(): void };

/**
 * A form resolver whose schema (and zod with it, ~25 KB gzip) loads at the form's first check instead of with the
 * page: for forms on pages people open on a slow phone or mostly to read (the checkout steps, the profiles, the
 * team and licence screens, the admin's catalogue with its Add form on top). The page calls `preload` when the form
 * is about to be used (its first focus, or once the page has settled when the form comes filled in), so the check
 * rarely waits.
 */
export function lazyResolver<TIn extends FieldValues, TContext, TOut>(
  load: () => Promise<Resolver<TIn, TContext, TOut>>,
): LazyResolver<TIn, TContext, TOut> {
  const inner = lazyValue(load);
  const resolver: Resolver<TIn, TContext, TOut> = async (values, context, options) =>
    (await inner.get())(values, context, options);
  return Object.assign(resolver, { preload: inner.preload });
}

import type { FieldValues, Resolver } from 'react-hook-form';

/** A resolver that loads its schema on first use; `preload` starts that load early (a focus in the form, say). */
export type LazyResolver<TIn extends FieldValues, TContext, TOut> = Resolver<TIn, TContext, TOut> & { preload(): void };

/**
 * A form resolver whose schema (and zod with it, ~25 KB gzip) loads at the form's first check instead of with the
 * page: for forms on pages people open on a slow phone or mostly to read (the checkout steps, the admin's catalogue
 * with its Add form on top). The page calls `preload` when the form is about to be used (its first focus, or once
 * the page has settled when the form comes filled in), so the check rarely waits. A failed load is forgotten, so
 * the next check tries again.
 */
export function lazyResolver<TIn extends FieldValues, TContext, TOut>(
  load: () => Promise<Resolver<TIn, TContext, TOut>>,
): LazyResolver<TIn, TContext, TOut> {
  let loading: Promise<Resolver<TIn, TContext, TOut>> | null = null;
  const start = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  const resolver: Resolver<TIn, TContext, TOut> = async (values, context, options) =>
    (await start())(values, context, options);
  return Object.assign(resolver, { preload: () => void start().catch(() => {}) });
}

import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver whose schema (and zod with it, ~25 KB gzip) loads at the form's first check instead of with the
 * page: for forms that sit on a page people mostly open to read (the admin's catalogue has its Add form on top).
 * The check then waits for the module once; a failed load is forgotten, so the next check tries again.
 */
export function lazyResolver<TIn extends FieldValues, TContext, TOut>(
  load: () => Promise<Resolver<TIn, TContext, TOut>>,
): Resolver<TIn, TContext, TOut> {
  let loading: Promise<Resolver<TIn, TContext, TOut>> | null = null;
  return async (values, context, options) => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return (await loading)(values, context, options);
  };
}

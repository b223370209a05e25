// A form's resolver whose schema (and zod with it, about 40 kB gzipped) is fetched when the form is
// first used rather than with the page, for the forms of public pages: the log-in page then hydrates
// without zod, and the visitor who never types pays nothing for it. `preload` starts the fetch
// early (the field's focus), so by the first submit it has long arrived.
import type { FieldValues, Resolver } from 'react-hook-form';

export function lazyResolver<TIn extends FieldValues, TOut extends FieldValues = TIn>(load: () => Promise<Resolver<TIn, unknown, TOut>>) {
  let loading: Promise<Resolver<TIn, unknown, TOut>> | null = null;
  const preload = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null; // a later use tries again
      throw error;
    });
    return loading;
  };
  const resolver: Resolver<TIn, unknown, TOut> = async (values, context, options) => {
    let resolve: Resolver<TIn, unknown, TOut>;
    try {
      resolve = await preload();
    } catch {
      // The schema could not be fetched (the connection dropped): send as typed. The server parses
      // the same schema and its refusal comes back beside the field.
      return { values: values as unknown as TOut, errors: {} };
    }
    return resolve(values, context, options);
  };
  return { resolver, preload };
}

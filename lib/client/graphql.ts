// The browser's one way to call /api/graphql: JSON POST, never cached, and a result instead of a
// throw so every caller handles failure explicitly.
import 'client-only';
import type { TypedDocumentString } from './generated/graphql';

export type GraphQLFailure = { message: string; code?: string; field?: string; retryAfterSeconds?: number };
type RequestOptions = {
  /** the request survives the page being unloaded (saving a cart as the tab closes) */
  keepalive?: boolean;
  /** aborts the request (a preview whose inputs changed before it answered) */
  signal?: AbortSignal;
};
export type GraphQLOutcome<T> = { ok: true; data: T } | { ok: false; error: GraphQLFailure };

/** What a document answers and what it takes, read from its generated type (`ResultOf<typeof SAVE_ADDRESS>`). */
export type { ResultOf, VariablesOf } from '@graphql-typed-document-node/core';

/** The arguments after the document: an operation without variables takes none. */
export type VariablesArgs<V, Options = RequestOptions> = V extends Record<string, never> ? [variables?: V, options?: Options] : [variables: V, options?: Options];

const NETWORK_LOST = { ok: false, error: { message: 'Network connection lost. Please check your connection and try again.' } } as const;

/** What /api/graphql's JSON answer means to a caller: its data, or its first error. */
export function outcomeOf<T>(body: unknown): GraphQLOutcome<T> {
  const json = body as { data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] } | null;
  if (json?.errors?.length) {
    const e = json.errors[0];
    return {
      ok: false,
      error: {
        message: e.message,
        code: e.extensions?.code as string | undefined,
        field: e.extensions?.field as string | undefined,
        retryAfterSeconds: e.extensions?.retryAfterSeconds as number | undefined,
      },
    };
  }
  if (!json?.data) return { ok: false, error: { message: 'Request failed with an unexpected response' } };
  return { ok: true, data: json.data };
}

/**
 * The answer to a request the root layout's head script sent while the page loaded
 * (lib/client/early-queries.ts), taken once: null when there is none (already taken, or not sent).
 */
export function takeEarlyAnswer<T>(key: string): Promise<GraphQLOutcome<T>> | null {
  const w = window as unknown as Record<string, Promise<unknown> | undefined>;
  const early = w[key];
  if (!early) return null;
  delete w[key];
  return early.then((json) => outcomeOf<T>(json), () => NETWORK_LOST);
}

/**
 * Sends one document written with `graphql()` from `./generated` (the client preset of
 * `npm run codegen`): its variables and its answer are typed from the schema, so a renamed field
 * fails `npm run typecheck` instead of a page at run time. There is no untyped form: a document
 * that codegen has not seen cannot be sent.
 */
export const gql = async <T, V>(query: TypedDocumentString<T, V>, ...[variables, options = {}]: VariablesArgs<V>): Promise<GraphQLOutcome<T>> => {
  try {
    const res = await fetch('/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: query.toString(), variables: variables ?? {} }),
      cache: 'no-store',
      credentials: 'same-origin',
      keepalive: options.keepalive,
      signal: options.signal,
    });
    return outcomeOf<T>(await res.json());
  } catch {
    if (options.signal?.aborted) return { ok: false, error: { message: 'Request aborted', code: 'ABORTED' } };
    return NETWORK_LOST;
  }
};

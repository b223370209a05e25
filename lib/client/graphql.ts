// The browser's one way to call /api/graphql: JSON POST, never cached, and a result instead of a
// throw so every caller handles failure explicitly.
import 'client-only';
import type { TypedDocumentString } from './generated/graphql';

export type GraphQLFailure = { message: string; code?: string; field?: string; retryAfterSeconds?: number };
type RequestOptions = {
  /** the request survives the page being unloaded (saving a cart as the tab closes) */
  keepalive?: boolean;
};
export type GraphQLOutcome<T> = { ok: true; data: T } | { ok: false; error: GraphQLFailure };

/**
 * Sends one document written with `graphql()` from `./generated` (the client preset of
 * `npm run codegen`): its variables and its answer are typed from the schema, so a renamed field
 * fails `npm run typecheck` instead of a page at run time.
 */
export async function gql<T, V>(
  query: TypedDocumentString<T, V>,
  // An operation without variables takes none.
  ...rest: V extends Record<string, never> ? [variables?: V, options?: RequestOptions] : [variables: V, options?: RequestOptions]
): Promise<GraphQLOutcome<T>>;
export async function gql<T>(
  query: string,
  variables?: Record<string, unknown>,
  options?: RequestOptions,
): Promise<GraphQLOutcome<T>>;
export async function gql<T>(
  query: string | TypedDocumentString<T, unknown>,
  variables: unknown = {},
  options: RequestOptions = {},
): Promise<GraphQLOutcome<T>> {
  try {
    const res = await fetch('/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: query.toString(), variables }),
      cache: 'no-store',
      credentials: 'same-origin',
      keepalive: options.keepalive,
    });
    const json = (await res.json()) as { data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] };
    if (json.errors?.length) {
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
    if (!json.data) return { ok: false, error: { message: 'Request failed with an unexpected response' } };
    return { ok: true, data: json.data };
  } catch {
    return { ok: false, error: { message: 'Network connection lost. Please check your connection and try again.' } };
  }
}

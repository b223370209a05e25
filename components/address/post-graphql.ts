// The browser's way to call /api/graphql from a client island: JSON POST with the session cookie,
// answering { ok, data } or { ok: false, error } so forms can show errors instead of catching them.
export type GraphQLFailure = { message: string; code?: string; field?: string };
export type GraphQLOutcome<T> = { ok: true; data: T } | { ok: false; error: GraphQLFailure };

type Body<T> = { data?: T | null; errors?: { message: string; extensions?: { code?: string; field?: string } }[] };

export async function postGraphQL<T>(query: string, variables: Record<string, unknown> = {}): Promise<GraphQLOutcome<T>> {
  let body: Body<T>;
  try {
    const res = await fetch('/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify({ query, variables }),
    });
    body = (await res.json()) as Body<T>;
  } catch {
    return { ok: false, error: { message: 'Network connection lost. Please check your connection and try again.' } };
  }
  const first = body.errors?.[0];
  if (first) {
    const field = first.extensions?.field;
    return { ok: false, error: { message: stripFieldPrefix(first.message, field), code: first.extensions?.code, field: field?.split('.').pop() } };
  }
  if (!body.data) return { ok: false, error: { message: 'Request failed with an unexpected response' } };
  return { ok: true, data: body.data };
}

// The server's validation messages read 'location.title: Please enter the title.'; beside the
// field itself the prefix is noise.
function stripFieldPrefix(message: string, field?: string): string {
  return field && message.startsWith(`${field}: `) ? message.slice(field.length + 2) : message;
}

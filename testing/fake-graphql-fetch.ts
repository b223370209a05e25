// For jsdom component tests: stands in for the network at the one boundary the browser code uses
// (fetch to /api/graphql), answers every request with `body`, and records what was sent.
export type SentGraphQL = { query: string; variables: Record<string, unknown> };

export const sentGraphQL: SentGraphQL[] = [];

/** Answers every request with `body`, or with what `answer` returns for the request sent. */
export function answerGraphQL(answer: (request: SentGraphQL) => unknown): void;
export function answerGraphQL(body: unknown): void;
export function answerGraphQL(bodyOrAnswer: unknown): void {
  global.fetch = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const request = JSON.parse(String(init?.body)) as SentGraphQL;
    sentGraphQL.push(request);
    const body = typeof bodyOrAnswer === 'function' ? (bodyOrAnswer as (r: SentGraphQL) => unknown)(request) : bodyOrAnswer;
    // jsdom has no Response; the client reads only json()
    return { ok: true, status: 200, json: async () => body } as unknown as Response;
  }) as typeof fetch;
}

// Where a state-changing request may come from. A browser sends Origin with every POST (and
// Sec-Fetch-Site with every request of a current browser); a page on another site that makes the
// visitor's browser post to us shows its own origin there. Apollo's CSRF prevention only asks for a
// content type a form cannot send; a second, independent check is what the shop's data deserves.
// Non-browser clients (the mobile app, scripts) send Origin set to the site's address.

/**
 * Exactly one media type, application/json, with parameters only (`; charset=utf-8`): not a list
 * (`application/json; charset=utf-8, text/plain`, which some parsers read as text/plain), nothing
 * after it that is not a parameter.
 */
export function isExactJsonContentType(value: string | null): boolean {
  if (!value) return false;
  const [type, ...params] = value.split(';');
  if (type.trim().toLowerCase() !== 'application/json') return false;
  // RFC 9110: parameter = token "=" ( token / quoted-string )
  return params.every((p) => /^\s*[!#$%&'*+.^_`|~0-9A-Za-z-]+=(?:[!#$%&'*+.^_`|~0-9A-Za-z-]+|"(?:[^"\\]|\\.)*")\s*$/.test(p));
}

/** Whether the Content-Type at least names JSON first (anything else is not a GraphQL request at all). */
export function namesJson(value: string | null): boolean {
  return (value ?? '').split(/[;,]/)[0].trim().toLowerCase() === 'application/json';
}

export const FOREIGN_ORIGIN_MESSAGE =
  'This request came from another website, so it was refused. Open the shop at its own address and try again.';

/**
 * Null when the request comes from one of `ownOrigins` (its Origin header, or without one a
 * browser's `Sec-Fetch-Site: same-origin`); otherwise why it is refused.
 */
export function foreignOriginReason(headers: Headers, ownOrigins: readonly string[]): string | null {
  const origin = headers.get('origin');
  if (origin !== null) return ownOrigins.includes(origin.trim().toLowerCase()) ? null : `Origin ${origin} is not this site`;
  const site = headers.get('sec-fetch-site');
  if (site === 'same-origin') return null;
  return site ? `Sec-Fetch-Site ${site} is not same-origin` : 'neither Origin nor Sec-Fetch-Site says where it came from';
}

/** The origins the site answers at: its configured address and the address this request was sent to. */
export function ownOrigins(siteUrl: string, requestUrl: string): string[] {
  return [...new Set([new URL(siteUrl).origin, new URL(requestUrl).origin].map((o) => o.toLowerCase()))];
}

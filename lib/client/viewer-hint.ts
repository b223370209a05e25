// What the root layout's hint script does before the page's JavaScript runs: hides the 'Log in'
// link from a returning logged-in visitor, and sends the page's first questions to the server
// (lib/client/early-queries.ts) so the stores find the answers waiting.
//
// It stands at the end of <body>, not in <head>: an inline script after the stylesheet waits for
// it, and in <head> it held the parsing of the whole page until the stylesheet arrived, so the
// first paint waited for the page to be parsed after it and the page's JavaScript ran before it
// (Lighthouse counted all of it into the largest paint). Until it has run, the link keeps its place
// hidden (globals.css, SESSION_CHECKED_ATTRIBUTE), so a paint before it shows no 'Log in' either.
import { ACCOUNT_CARTS_ATTRIBUTE, EARLY_REQUEST, GET_CARTS, GUEST_CART_KEYS, VIEWER_QUERY } from './early-queries';

/** localStorage key of the last viewer this browser saw (first name, admin or not). */
export const VIEWER_HINT_KEY = 'store:viewer';
/** Set on <html> while such a hint exists, until the navigation has rendered; see globals.css. */
export const SESSION_HINT_ATTRIBUTE = 'data-session';
/** Set on <html> once the hint has been read (or the navigation has rendered); see globals.css. */
export const SESSION_CHECKED_ATTRIBUTE = 'data-session-checked';
/** A head-script request, sent as lib/client/graphql.ts sends every query (JSON POST, same origin, never cached). */
const send = (key: string, query: { toString(): string }) =>
  `window[${JSON.stringify(key)}]=fetch('/api/graphql',{method:'POST',headers:{'content-type':'application/json'},body:${JSON.stringify(JSON.stringify({ query: query.toString(), variables: {} }))},cache:'no-store',credentials:'same-origin'}).then(function(r){return r.json()});window[${JSON.stringify(key)}].catch(function(){});`;

/**
 * Runs at the end of <body>, as soon as the stylesheet is there: before the first paint. Without JavaScript nothing is hidden. It asks who is logged
 * in, and when this browser last saw someone logged in and holds no visitor's carts (which would be
 * merged instead), their carts too, unless the page brought them (ACCOUNT_CARTS_ATTRIBUTE): a
 * wrong guess is an answer nobody takes.
 *
 * The questions go in a task of their own (setTimeout 0, a few milliseconds later, still long
 * before the page's scripts have loaded): a page's first storage read and its first requests took
 * 10-30 ms together on the bench's host (several times that on a phone), and in one task that was a
 * long one after the first paint
 * (docs/decisions/operations.md, "The work after a page is shown, made smaller").
 */
export const SESSION_HINT_SCRIPT =
  `try{var h=localStorage.getItem(${JSON.stringify(VIEWER_HINT_KEY)});if(h)document.documentElement.setAttribute(${JSON.stringify(SESSION_HINT_ATTRIBUTE)},'');` +
  `setTimeout(function(){try{` +
  send(EARLY_REQUEST.viewer, VIEWER_QUERY) +
  `if(h&&!document.querySelector(${JSON.stringify(`[${ACCOUNT_CARTS_ATTRIBUTE}]`)})&&!${JSON.stringify(Object.values(GUEST_CART_KEYS))}.some(function(k){return localStorage.getItem(k)}))` +
  `{${send(EARLY_REQUEST.carts, GET_CARTS)}}}catch(e){}},0)}catch(e){}` +
  `try{document.documentElement.setAttribute(${JSON.stringify(SESSION_CHECKED_ATTRIBUTE)},'')}catch(e){}`;

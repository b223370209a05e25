// What the root layout needs to hide the 'Log in' link from a returning logged-in visitor before
// the page's JavaScript runs (lib/client/viewer-store.ts fills in the real navigation then).

/** localStorage key of the last viewer this browser saw (first name, admin or not). */
export const VIEWER_HINT_KEY = 'store:viewer';
/** Set on <html> while such a hint exists, until the navigation has rendered; see globals.css. */
export const SESSION_HINT_ATTRIBUTE = 'data-session';

/** Runs in <head> before the first paint. Without JavaScript nothing is hidden. */
export const SESSION_HINT_SCRIPT = `try{if(localStorage.getItem(${JSON.stringify(VIEWER_HINT_KEY)}))document.documentElement.setAttribute(${JSON.stringify(SESSION_HINT_ATTRIBUTE)},'')}catch(e){}`;

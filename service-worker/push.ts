// What a push message shows and where a click on it goes (push.test.ts). The server sends JSON
// { title, body, url, tag } (lib/notifications/deliver-push.ts), encrypted for this browser.

export type PushNotice = { title: string; body: string; url: string; tag?: string };

const FALLBACK: PushNotice = { title: 'Good Dog Kitchen', body: 'You have a new message.', url: '/profile/messages' };

/**
 * The notification for a push's text. A click may only open a page of this store: a `url` that is
 * not a path on this origin (`https://elsewhere`, `//elsewhere`, `javascript:`) opens the inbox.
 */
export function pushNotice(text: string | null | undefined): PushNotice {
  let data: Partial<Record<keyof PushNotice, unknown>>;
  try {
    data = JSON.parse(text ?? '') as typeof data;
  } catch {
    return { ...FALLBACK, body: text?.trim() ? text.trim().slice(0, 300) : FALLBACK.body };
  }
  if (!data || typeof data !== 'object') return FALLBACK;
  const str = (v: unknown, max: number) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, max) : null);
  const url = str(data.url, 500);
  return {
    title: str(data.title, 100) ?? FALLBACK.title,
    body: str(data.body, 300) ?? FALLBACK.body,
    url: url && /^\/(?![/\\])/.test(url) ? url : FALLBACK.url,
    ...(str(data.tag, 100) ? { tag: str(data.tag, 100)! } : {}),
  };
}

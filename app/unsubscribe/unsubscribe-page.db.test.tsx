// The unsubscribe link of an email, as a person meets it: the page asks before changing anything
// (mail scanners open links), its button posts to the one-click endpoint, and the kind is then off
// for email only. A GET on the endpoint changes nothing.
import { renderToStaticMarkup } from 'react-dom/server';
import { NextRequest } from 'next/server';
import { useTestDatabase } from '@/testing/test-database';
import { createCustomer } from '@/testing/checkout';
import { unsubscribeToken } from '@/lib/email/unsubscribe-link';
import { GET, POST } from '@/app/api/unsubscribe/route';
import UnsubscribePage from './page';

const t = useTestDatabase();

const render = async (params: Record<string, string>) => renderToStaticMarkup(await UnsubscribePage({ searchParams: Promise.resolve(params) }));
const offKinds = async (userId: string) => (await t.db().userSettings.findUnique({ where: { userId } }))?.emailOffKinds ?? [];

test('the page asks, its button unsubscribes from that kind of email only, and says so', async () => {
  const { viewer } = await createCustomer(t.db(), { firstName: 'Uma' });
  const token = unsubscribeToken(viewer.id, 'DELIVERY_REMINDER');

  const asking = await render({ token });
  expect(asking).toContain('Stop emails about “Delivery reminder”?');
  expect(asking).toContain(`action="/api/unsubscribe?from=page&amp;token=${encodeURIComponent(token)}"`);
  expect(asking).toContain('method="post"');

  // Opening the link (or the endpoint with GET) changes nothing.
  const get = await GET(new NextRequest(`http://localhost:3000/api/unsubscribe?token=${encodeURIComponent(token)}`));
  expect([get.status, get.headers.get('location')]).toEqual([303, `/unsubscribe?token=${encodeURIComponent(token)}`]);
  expect(await offKinds(viewer.id)).toEqual([]);

  const post = await POST(new NextRequest(`http://localhost:3000/api/unsubscribe?from=page&token=${encodeURIComponent(token)}`, { method: 'POST' }));
  expect(post.status).toBe(303);
  expect(post.headers.get('location')).toBe(`/unsubscribe?token=${encodeURIComponent(token)}&done=1`);
  expect(await offKinds(viewer.id)).toEqual(['DELIVERY_REMINDER']);
  // The switches themselves are untouched: SMS, email and push stay on for every other kind.
  expect(await t.db().userSettings.findUniqueOrThrow({ where: { userId: viewer.id } })).toMatchObject({ enableSMSNotifications: true, enableEmailNotifications: true, enablePushNotifications: true });
  expect(await render({ token, done: '1' })).toContain('Done: we will not email you “Delivery reminder” messages any more.');

  // A second click (or the mail client's own one-click POST afterwards) changes nothing more.
  await POST(new NextRequest(`http://localhost:3000/api/unsubscribe?token=${encodeURIComponent(token)}`, { method: 'POST', body: 'List-Unsubscribe=One-Click' }));
  expect(await offKinds(viewer.id)).toEqual(['DELIVERY_REMINDER']);
});

test('an altered link: the page says it is not valid, the endpoint answers 400, nothing changes', async () => {
  const { viewer } = await createCustomer(t.db(), { firstName: 'Vani' });
  const token = unsubscribeToken(viewer.id, 'ORDER_PLACED');
  // Not the last character: its low bits can be base64 padding, and changing them may leave the
  // signature's bytes as they were (the test then passed or failed by chance).
  const at = token.length - 5;
  const forged = token.slice(0, at) + (token[at] === 'A' ? 'B' : 'A') + token.slice(at + 1);
  expect(await render({ token: forged })).toContain('This unsubscribe link is not valid.');
  const res = await POST(new NextRequest(`http://localhost:3000/api/unsubscribe?token=${encodeURIComponent(forged)}`, { method: 'POST', body: 'List-Unsubscribe=One-Click' }));
  expect(res.status).toBe(400);
  expect(await offKinds(viewer.id)).toEqual([]);
});

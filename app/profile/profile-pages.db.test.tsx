// /profile and /profile-update rendered on the server: the spec's three cards under their
// headings, and the profile picture (or the initial) on both.
import { renderToStaticMarkup } from 'react-dom/server';
import { useTestDatabase } from '@/testing/test-database';
import { loginAs } from '@/testing/login';
import { setRequestCookies } from '@/testing/request-cookies';
import ProfilePage from './page';
import ProfileUpdatePage from '../profile-update/page';
import PrivacyPage from './privacy/page';
import { ADMIN_PHONE } from '@/prisma/seed-data';

jest.mock('next/headers', () => jest.requireActual('@/testing/request-cookies').nextHeadersMock);
jest.mock('next/navigation', () => ({
  useRouter: () => ({ refresh: jest.fn(), replace: jest.fn() }),
  redirect: (url: string) => {
    throw Object.assign(new Error('NEXT_REDIRECT'), { url });
  },
}));

const t = useTestDatabase();

async function render(page: () => Promise<React.ReactElement>, cookie: string | null) {
  setRequestCookies(cookie);
  return renderToStaticMarkup(await page());
}
const text = (html: string) => html.replace(/<[^>]+>/g, '|').replace(/\|+/g, '|');

test('logged out, both pages send the visitor to log in and back', async () => {
  for (const [page, path] of [[ProfilePage, '/profile'], [ProfileUpdatePage, '/profile-update']] as const) {
    const e = await render(page, null).then(() => null, (err: Error & { url?: string }) => err);
    expect(e?.url).toBe(`/log-in?next=${encodeURIComponent(path)}`);
  }
}, 30_000);

test('/profile: three cards with the spec’s headings, titles, texts and destinations', async () => {
  const { cookie, user } = await loginAs('9876544001');
  await t.db().user.update({ where: { id: user.id }, data: { firstName: 'Nila', lastName: 'Das' } });
  const html = await render(ProfilePage, cookie);
  const cards = [...html.matchAll(/<section aria-labelledby="[^"]+"[^>]*data-testid="profile-card">([\s\S]*?)<\/section>/g)].map((m) => m[1]);
  expect(cards.map((c) => text(c))).toEqual([
    '|Order History|My Orders|View all my past orders|',
    '|Location Settings|Saved Delivery Locations|Add or remove your delivery locations|',
    '|Support|Contact support|Get instant help via WhatsApp| (opens WhatsApp in a new tab)|',
  ]);
  expect(cards[0]).toContain('href="/orders"');
  expect(cards[1]).toContain('href="/address"');
  expect(cards[2]).toMatch(/href="https:\/\/wa\.me\/[^"]+" target="_blank"/);
  for (const heading of ['Order History', 'Location Settings', 'Support']) expect(html).toMatch(new RegExp(`<h2 id="[^"]+"[^>]*>${heading}</h2>`));
  // No picture yet: the initial.
  expect(html).toContain('<span aria-hidden="true" class="size-20 text-2xl inline-flex');
  expect(html).not.toContain('alt="Profile picture of');
});

test('the profile picture shows on /profile and /profile-update, with a way to change or remove it', async () => {
  const { cookie, user } = await loginAs('9876544002');
  const pic = await t.db().uploadedImage.create({ data: { ownerId: user.id, kind: 'profile', storageKey: `${user.id}/profile/1.jpg`, contentType: 'image/jpeg', byteSize: 10 } });
  await t.db().user.update({ where: { id: user.id }, data: { firstName: 'Ira', profilePicId: pic.id } });
  const img = `src="/uploads/${pic.storageKey}" alt="Profile picture of Ira"`;
  expect(await render(ProfilePage, cookie)).toContain(img);
  const update = await render(ProfileUpdatePage, cookie);
  expect(update).toContain(img);
  expect(update).toContain('Remove picture');
  expect(update).toContain('Choose a new picture');
});

describe('/profile/privacy', () => {
  test('logged out: log in first and come back', async () => {
    const e = await render(PrivacyPage, null).then(() => null, (err: Error & { url?: string }) => err);
    expect(e?.url).toBe('/log-in?next=%2Fprofile%2Fprivacy');
  });

  test('a customer: the two downloads, their consent, the grievance officer, and deleting the account', async () => {
    const { cookie, user } = await loginAs('9876544101');
    await t.db().user.update({ where: { id: user.id }, data: { firstName: 'Nila', privacyPolicyVersion: '2026-11-20', privacyPolicyAcceptedAt: new Date('2026-11-26T07:15:00Z') } });
    expect(await render(ProfilePage, cookie)).toContain('href="/profile/privacy"');
    const html = await render(PrivacyPage, cookie);
    expect(html).toContain('href="/api/me/export?format=json" download=""');
    expect(html).toContain('href="/api/me/export?format=csv" download=""');
    expect(text(html)).toContain('|You agreed to our |privacy policy| of 20 November 2026 on Thu, 26 Nov 2026, 12:45.|');
    expect(text(html)).toContain('|Meera Iyer|grievance@gooddogkitchen.in|');
    expect(html).toContain('Type your mobile number to confirm');
    expect(html).toContain('>Delete my account</button>');
  });

  test('an account older than the record says so; an admin cannot delete a staff account here', async () => {
    const customer = await loginAs('9876544102');
    expect(text(await render(PrivacyPage, customer.cookie))).toContain('We have no record of when you agreed to our |privacy policy|: your account is older than the record.');
    const admin = await loginAs(ADMIN_PHONE);
    const html = await render(PrivacyPage, admin.cookie);
    expect(html).toContain('href="/api/me/export?format=json"');
    expect(html).toContain('Staff accounts are closed by another admin, not here.');
    expect(html).not.toContain('Delete my account</button>');
  });
});

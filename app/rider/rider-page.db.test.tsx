// The rider's phone page and the dispatch page's road section, rendered on the server: who gets the
// rider's page, today's stops in route order with what the rider needs at each door, and the
// owner's view of the riders' progress and the missed drops waiting.
import { renderToStaticMarkup } from 'react-dom/server';
import { useTestDatabase } from '@/testing/test-database';
import { loginAs } from '@/testing/login';
import { setRequestCookies } from '@/testing/request-cookies';
import { createTestOrder } from '@/testing/order-factory';
import { ADMIN_PHONE } from '@/prisma/seed-data';
import { ROLE_ADMIN, ROLE_RIDER } from '@/lib/auth/viewer';
import { kolkataToday } from '@/lib/domain/calendar';
import { assignDeliveries } from '@/lib/riders/assign-deliveries';
import { markNotDelivered } from '@/lib/riders/mark-not-delivered';
import RiderPage from './page';
import DispatchPage from '../admin/dispatch/page';

jest.mock('next/headers', () => jest.requireActual('@/testing/request-cookies').nextHeadersMock);
jest.mock('next/server', () => ({ ...jest.requireActual('next/server'), connection: async () => {} }));
jest.mock('next/navigation', () => ({
  useRouter: () => ({ refresh: jest.fn() }),
  redirect: (url: string) => {
    throw Object.assign(new Error('NEXT_REDIRECT'), { url });
  },
  forbidden: () => {
    throw new Error('NEXT_FORBIDDEN');
  },
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND');
  },
}));

const t = useTestDatabase();
type Session = Awaited<ReturnType<typeof loginAs>>;
let admin: Session;
let rider: Session;
const today = kolkataToday(new Date());

async function render(page: (p: { searchParams: Promise<Record<string, string>> }) => Promise<React.ReactElement>, cookie: string | null, searchParams: Record<string, string> = {}) {
  setRequestCookies(cookie);
  return renderToStaticMarkup(await page({ searchParams: Promise.resolve(searchParams) }));
}
const thrown = (p: Promise<unknown>) => p.then(() => null, (e: Error & { url?: string }) => e);

async function customerAt(phone: string, firstName: string, kmEast: number) {
  const session = await loginAs(phone);
  await t.db().user.update({ where: { id: session.user.id }, data: { firstName, lastName: 'K' } });
  await t.db().address.create({
    data: { userId: session.user.id, title: 'Home', lineOne: `${kmEast}, 5th Main`, city: 'Bengaluru', state: 'Karnataka', stateCode: '29', zipCode: '560038', latitude: 12.9784, longitude: 77.6408 + kmEast * 0.0092, dropNote: 'Blue gate' },
  });
  return session;
}

beforeAll(async () => {
  admin = await loginAs(ADMIN_PHONE);
  const riderUser = await t.db().user.create({ data: { phoneNumber: '+919845014001', roleId: ROLE_RIDER, firstName: 'Ravi', lastName: 'Rider' } });
  rider = await loginAs('9845014001');
  expect(rider.user.id).toBe(riderUser.id);
  await t.db().configuration.upsert({ where: { key: 'kitchen.location' }, create: { key: 'kitchen.location', value: '12.9784, 77.6408' }, update: { value: '12.9784, 77.6408' } });
}, 30_000);

test('the rider’s page is the rider’s: a visitor logs in first, a customer and an admin are turned away', async () => {
  expect((await thrown(render(RiderPage as never, null)))?.url).toBe(`/log-in?next=${encodeURIComponent('/rider')}`);
  const customer = await loginAs('9876514001');
  expect((await thrown(render(RiderPage as never, customer.cookie)))?.message).toBe('NEXT_FORBIDDEN');
  expect((await thrown(render(RiderPage as never, admin.cookie)))?.message).toBe('NEXT_FORBIDDEN');
});

test('today’s stops in route order, each with a call, a map, the note, what to hand over and whether it is paid; the owner sees progress and the missed drop', async () => {
  expect(await render(RiderPage as never, rider.cookie)).toContain('No drops for you today.');
  const far = await customerAt('9876514011', 'Farah', 5);
  const near = await customerAt('9876514012', 'Neel', 1);
  const farOrder = await createTestOrder(t.db(), { userId: far.user.id, paymentStatus: 'success', suborders: [{ deliveries: [{ date: today }] }] });
  const nearOrder = await createTestOrder(t.db(), { userId: near.user.id, suborders: [{ deliveries: [{ date: today }] }] });
  const adminViewer = { id: admin.user.id, roleId: ROLE_ADMIN, firstName: 'Asha' };
  await assignDeliveries(adminViewer, { deliveryIds: [farOrder.suborders[0].deliveries[0].id, nearOrder.suborders[0].deliveries[0].id], riderId: rider.user.id });

  const html = await render(RiderPage as never, rider.cookie);
  expect(html).toContain('Today’s route');
  expect(html).toContain('2 stops, 2 to go');
  expect(html.indexOf('1. Neel K')).toBeGreaterThan(-1);
  expect(html.indexOf('2. Farah K')).toBeGreaterThan(html.indexOf('1. Neel K'));
  expect(html).toContain('href="tel:+919876514012"');
  expect(html).toContain('https://www.google.com/maps/');
  expect(html).toContain('Note: Blue gate');
  expect(html).toMatch(/Hand over<\/h3><ul[^>]*><li>[^<]+: 2 × /);
  // Neel has not paid; Farah has
  expect(html.match(/>Unpaid</g)).toHaveLength(1);
  expect(html).toContain('Start route');
  expect(html).toContain('Customer’s 4-digit code');
  expect(html).toContain('Couldn’t deliver');

  await markNotDelivered({ id: rider.user.id, roleId: ROLE_RIDER, firstName: 'Ravi' }, { deliveryId: farOrder.suborders[0].deliveries[0].id, reason: 'NOT_HOME', note: 'Gate locked' });
  expect(await render(RiderPage as never, rider.cookie)).toMatch(/Not delivered at \d{2}:\d{2}: Nobody at home \(Gate locked\)/);

  const dispatch = await render(DispatchPage as never, admin.cookie, { date: today });
  expect(dispatch).toMatch(/<td[^>]*>Ravi Rider<\/td><td[^>]*>0<\/td><td[^>]*>1<\/td><td[^>]*>1<\/td>/);
  expect(dispatch).toContain('Missed drops to settle (1)');
  expect(dispatch).toContain(farOrder.orderNumber);
  expect(dispatch).toContain('Make up');
  // meals go with riders: only treats are offered to a courier
  expect(dispatch).not.toContain('Send by courier');
});

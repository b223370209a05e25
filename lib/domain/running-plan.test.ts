import type { IsoDay } from './calendar';
import type { OrderStatus } from './order-status';
import type { RepeatType } from './repeat';
import { currentDeliveryLocation, isPlanRunning, runningPlanMessage, runningPlanOffer, runningPlanUntil, type LocatedDelivery, type PlanDelivery } from './running-plan';

const days = (...rows: [IsoDay, OrderStatus][]): PlanDelivery[] => rows.map(([deliveryDate, status]) => ({ deliveryDate, status }));
const TODAY = '2026-12-10';

test.each<[string, RepeatType, OrderStatus, PlanDelivery[], IsoDay | null]>([
  ['deliveries still coming', 'WEEKLY', 'SUBSCRIBED', days(['2026-12-07', 'DELIVERED'], ['2026-12-14', 'SUBSCRIBED'], ['2026-12-21', 'SUBSCRIBED']), '2026-12-21'],
  ['its one coming day is today', 'DAILY', 'SUBSCRIBED', days(['2026-12-09', 'DELIVERED'], ['2026-12-10', 'SUBSCRIBED']), '2026-12-10'],
  ['today assigned to a rider', 'DAILY', 'SUBSCRIBED', days(['2026-12-10', 'ASSIGNED']), '2026-12-10'],
  ['the last coming day skipped: runs until the one before', 'WEEKLY', 'SUBSCRIBED', days(['2026-12-14', 'SUBSCRIBED'], ['2026-12-21', 'CANCELLED']), '2026-12-14'],
  ['every coming day skipped or cancelled', 'WEEKLY', 'SUBSCRIBED', days(['2026-12-07', 'DELIVERED'], ['2026-12-14', 'CANCELLED'], ['2026-12-21', 'CANCELLED']), null],
  ['everything delivered', 'WEEKLY', 'DELIVERED', days(['2026-12-03', 'DELIVERED'], ['2026-12-07', 'DELIVERED']), null],
  ['only a past day left undelivered', 'WEEKLY', 'SUBSCRIBED', days(['2026-12-09', 'SUBSCRIBED']), null],
  ['the plan cancelled', 'WEEKLY', 'CANCELLED', days(['2026-12-14', 'CANCELLED']), null],
  ['a one-time order with a coming day', 'NONE', 'NEW', days(['2026-12-14', 'NEW']), null],
  ['no deliveries at all', 'CUSTOM', 'SUBSCRIBED', [], null],
])('%s', (_case, repeatType, status, deliveries, until) => {
  expect(runningPlanUntil({ repeatType, status, deliveries }, TODAY)).toBe(until);
  expect(isPlanRunning({ repeatType, status, deliveries }, TODAY)).toBe(until !== null);
});

test.each<[string, IsoDay, boolean, string]>([
  ['far from its end: extendable from 3 days before it', '2026-12-10', false, 'You can renew it to extend it from Fri, 18 Dec 2026.'],
  ['within 3 days of its end: extendable now', '2026-12-18', true, 'Renew it instead to extend it: the next period starts the day after its last delivery.'],
])('a running plan %s', (_case, today, extendableNow, tail) => {
  const plan = { repeatType: 'WEEKLY' as const, status: 'SUBSCRIBED' as const, deliveries: days(['2026-12-14', 'SUBSCRIBED'], ['2026-12-21', 'SUBSCRIBED']) };
  const offer = runningPlanOffer(plan, today)!;
  expect(offer).toMatchObject({ until: '2026-12-21', extendableNow });
  expect(runningPlanMessage('Daily Meals', offer)).toBe(
    `Your Daily Meals subscription is still running, with deliveries until Mon, 21 Dec 2026. Ordering it again would start a second plan beside it. ${tail}`,
  );
});

test('a plan that is not running has no offer', () => {
  expect(runningPlanOffer({ repeatType: 'WEEKLY', status: 'DELIVERED', deliveries: days(['2026-12-07', 'DELIVERED']) }, TODAY)).toBeNull();
});

const at = (deliveryDate: IsoDay, status: OrderStatus, locationId: string | null): LocatedDelivery => ({ deliveryDate, status, locationId });
test.each<[string, LocatedDelivery[], string | null, string | null]>([
  ['never moved: the checkout address', [at('2026-12-07', 'DELIVERED', 'home'), at('2026-12-14', 'SUBSCRIBED', 'home')], 'home', 'home'],
  ['moved from a day on: where the latest days go', [at('2026-12-07', 'DELIVERED', 'home'), at('2026-12-14', 'SUBSCRIBED', 'office'), at('2026-12-21', 'SUBSCRIBED', 'office')], 'home', 'office'],
  ['moved, then its last day skipped (it kept the old copy)', [at('2026-12-14', 'SUBSCRIBED', 'office'), at('2026-12-21', 'CANCELLED', 'home')], 'home', 'office'],
  ['a finished plan whose last days were moved', [at('2026-12-07', 'DELIVERED', 'home'), at('2026-12-08', 'DELIVERED', 'office')], 'home', 'office'],
  ['everything cancelled: the latest day', [at('2026-12-07', 'CANCELLED', 'home'), at('2026-12-08', 'CANCELLED', 'office')], 'home', 'office'],
  ['the latest day\'s address deleted: the one before', [at('2026-12-07', 'DELIVERED', 'office'), at('2026-12-08', 'SUBSCRIBED', null)], 'home', 'office'],
  ['no delivery knows: the suborder\'s', [at('2026-12-07', 'DELIVERED', null)], 'home', 'home'],
  ['nothing at all', [], null, null],
])('reorder goes to: %s', (_case, deliveries, suborderLocation, expected) => {
  expect(currentDeliveryLocation(deliveries, suborderLocation)).toBe(expected);
});

// roadActions (lib/domain/delivery-actions.ts): what a rider or an admin may do to a drop on the
// road, and when. One row per case.
import { codeLocked, roadActions, wrongCodeMessage, type RoadActor, type RoadFacts, type Refusal, type Verdict } from './delivery-actions';

const TODAY = '2026-12-03';
const NOW = new Date('2026-12-03T12:41:00+05:30');
const earlier = new Date(NOW.getTime() - 60_000);
const base: RoadFacts = { deliveryDate: TODAY, status: 'NEW', riderId: 'r1', deliveredAt: null, deliveredById: null, failedAt: null, failedById: null, missedResolvedAt: null, codeTries: 0, courier: null };
const drop = (over: Partial<RoadFacts> = {}): RoadFacts => ({ ...base, ...over });
const RIDER: RoadActor = { id: 'r1', roleId: 3 };
const OTHER_RIDER: RoadActor = { id: 'r2', roleId: 3 };
const ADMIN: RoadActor = { id: 'a1', roleId: 1 };
const CUSTOMER: RoadActor = { id: 'c1', roleId: 2 };
const answer = (v: Verdict): true | Refusal => (v.allowed ? true : v.because);
const words = (v: Verdict): string | null => (v.allowed ? null : v.whyNot);

describe('Delivered, with the code and with a photo', () => {
  test.each<[string, RoadFacts, RoadActor, true | Refusal, true | Refusal]>([
    ['its rider, on its day', drop({ status: 'ASSIGNED' }), RIDER, true, true],
    ['an admin, on its day', drop(), ADMIN, true, true],
    ['another rider', drop(), OTHER_RIDER, 'NOT_YOURS', 'NOT_YOURS'],
    ['a customer', drop(), CUSTOMER, 'NOT_YOURS', 'NOT_YOURS'],
    ['before its day', drop({ deliveryDate: '2026-12-04' }), RIDER, 'NOT_ITS_DAY', 'NOT_ITS_DAY'],
    ['after its day, even an admin', drop({ deliveryDate: '2026-12-02' }), ADMIN, 'NOT_ITS_DAY', 'NOT_ITS_DAY'],
    ['already delivered', drop({ status: 'DELIVERED', deliveredAt: earlier }), RIDER, 'FINAL', 'FINAL'],
    ['cancelled (skipped)', drop({ status: 'CANCELLED' }), RIDER, 'FINAL', 'FINAL'],
    ['missed earlier today: the rider came back', drop({ status: 'ASSIGNED', failedAt: earlier }), RIDER, true, true],
    ['missed and settled by the owner', drop({ status: 'CANCELLED', failedAt: earlier, missedResolvedAt: NOW }), ADMIN, 'SETTLED', 'SETTLED'],
    ['4 wrong codes: the code still works', drop({ codeTries: 4 }), RIDER, true, true],
    ['5 wrong codes: the code is locked, a photo still works', drop({ codeTries: 5 }), RIDER, 'CODE_LOCKED', true],
  ])('%s', (_name, d, actor, byCode, byPhoto) => {
    const a = roadActions(d, actor, NOW);
    expect([answer(a.deliverByCode), answer(a.deliver)]).toEqual([byCode, byPhoto]);
  });

  test('the words a rider reads', () => {
    expect(words(roadActions(drop({ deliveryDate: '2026-12-04' }), RIDER, NOW).deliver)).toBe('This delivery is not due yet: it can be marked only on its day.');
    expect(words(roadActions(drop(), OTHER_RIDER, NOW).deliver)).toBe('Only the rider this delivery is assigned to, or an admin, can mark it.');
    expect(words(roadActions(drop({ codeTries: 5 }), RIDER, NOW).deliverByCode)).toBe('The code is locked after 5 wrong tries: take a photo of the handover instead.');
  });
});

test.each<[string, RoadFacts, RoadActor, true | Refusal]>([
  ['its rider, on its day', drop({ status: 'ASSIGNED' }), RIDER, true],
  ['an admin', drop(), ADMIN, true],
  ['another rider', drop(), OTHER_RIDER, 'NOT_YOURS'],
  ['before its day', drop({ deliveryDate: '2026-12-04' }), RIDER, 'NOT_ITS_DAY'],
  ['already missed', drop({ failedAt: earlier }), RIDER, 'ALREADY_MISSED'],
  ['delivered', drop({ status: 'DELIVERED' }), RIDER, 'FINAL'],
  ['cancelled', drop({ status: 'CANCELLED' }), ADMIN, 'FINAL'],
])("Couldn't deliver: %s", (_name, d, actor, expected) => {
  expect(answer(roadActions(d, actor, NOW).notDeliver)).toBe(expected);
});

test.each<[string, RoadFacts, RoadActor, true | Refusal]>([
  ['delivered 9 s ago by this rider', drop({ status: 'DELIVERED', deliveredAt: new Date(NOW.getTime() - 9_000), deliveredById: 'r1' }), RIDER, true],
  ['delivered exactly 10 s ago', drop({ status: 'DELIVERED', deliveredAt: new Date(NOW.getTime() - 10_000), deliveredById: 'r1' }), RIDER, true],
  ['missed 9 s ago by this rider', drop({ failedAt: new Date(NOW.getTime() - 9_000), failedById: 'r1' }), RIDER, true],
  ['delivered 11 s ago', drop({ status: 'DELIVERED', deliveredAt: new Date(NOW.getTime() - 11_000), deliveredById: 'r1' }), RIDER, 'UNDO_OVER'],
  ['marked by an admin: the rider cannot undo it', drop({ status: 'DELIVERED', deliveredAt: new Date(NOW.getTime() - 9_000), deliveredById: 'a1' }), RIDER, 'NOT_YOURS'],
  ['an admin undoes a rider’s', drop({ failedAt: new Date(NOW.getTime() - 9_000), failedById: 'r1' }), ADMIN, true],
  ['nothing marked', drop(), RIDER, 'NOTHING_TO_UNDO'],
  ['a missed drop already settled', drop({ status: 'CANCELLED', failedAt: new Date(NOW.getTime() - 9_000), failedById: 'r1', missedResolvedAt: NOW }), ADMIN, 'NOTHING_TO_UNDO'],
])('Undo: %s', (_name, d, actor, expected) => {
  expect(answer(roadActions(d, actor, NOW).undo)).toBe(expected);
});

test.each<[string, RoadFacts, RoadActor, string, true | Refusal]>([
  ['missed, not yet settled', drop({ status: 'ASSIGNED', failedAt: earlier }), ADMIN, 'MISSED', true],
  ['missed, asked by its rider', drop({ status: 'ASSIGNED', failedAt: earlier }), RIDER, 'MISSED', 'NOT_YOURS'],
  ['settled', drop({ status: 'CANCELLED', failedAt: earlier, missedResolvedAt: NOW }), ADMIN, 'CANCELLED', 'SETTLED'],
  ['delivered', drop({ status: 'DELIVERED' }), ADMIN, 'DELIVERED', 'NOT_MISSED'],
  ['assigned', drop(), ADMIN, 'ASSIGNED', 'NOT_MISSED'],
  ['unassigned', drop({ riderId: null }), ADMIN, 'UNASSIGNED', 'NOT_MISSED'],
  ['shipped', drop({ riderId: null, courier: 'Delhivery' }), ADMIN, 'SHIPPED', 'NOT_MISSED'],
])('Settling a missed drop: %s', (_name, d, actor, state, expected) => {
  const a = roadActions(d, actor, NOW);
  expect([a.state, answer(a.resolveMissed)]).toEqual([state, expected]);
});

test.each<[string, RoadFacts, RoadActor, true | Refusal, true | Refusal]>([
  ['today, open', drop({ riderId: null }), ADMIN, true, true],
  ['a later day', drop({ deliveryDate: '2026-12-10', status: 'SUBSCRIBED', riderId: null }), ADMIN, true, true],
  ['with a rider', drop(), ADMIN, true, 'WITH_RIDER'],
  ['an earlier day', drop({ deliveryDate: '2026-12-02' }), ADMIN, 'NOT_ITS_DAY', 'WITH_RIDER'],
  ['delivered', drop({ status: 'DELIVERED', riderId: null }), ADMIN, 'FINAL', 'FINAL'],
  ['cancelled', drop({ status: 'CANCELLED' }), ADMIN, 'FINAL', 'FINAL'],
  ['missed', drop({ failedAt: earlier }), ADMIN, 'ALREADY_MISSED', 'WITH_RIDER'],
  ['with a courier', drop({ riderId: null, courier: 'Delhivery' }), ADMIN, 'WITH_COURIER', true],
  ['a rider asks', drop({ riderId: null }), RIDER, 'NOT_YOURS', 'NOT_YOURS'],
])('Assigning and sending by courier: %s', (_name, d, actor, assign, ship) => {
  const a = roadActions(d, actor, NOW);
  expect([answer(a.assign), answer(a.ship)]).toEqual([assign, ship]);
});

test.each<[number, boolean, string]>([
  [1, false, 'That code is not right. 4 tries left.'],
  [4, false, 'That code is not right. 1 try left.'],
  [5, true, 'That code is not right, and after 5 wrong codes it is locked: take a photo of the handover instead.'],
])('after %i wrong codes: locked %s', (tries, locked, message) => {
  expect(codeLocked({ codeTries: tries })).toBe(locked);
  expect(wrongCodeMessage(tries)).toBe(message);
});

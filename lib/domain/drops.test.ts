import {
  assignRefusal,
  codeLocked,
  deliverRefusal,
  deliveredOnTime,
  dropState,
  failureLine,
  NOT_DELIVERED_REASON_FOR_CUSTOMER,
  notDeliveredRefusal,
  parseOnTimeBy,
  proofLine,
  resolveMissedRefusal,
  shipRefusal,
  undoRefusal,
  wrongCodeMessage,
  type DropActor,
  type DropFacts,
} from './drops';

const TODAY = '2026-12-03';
const NOW = new Date('2026-12-03T12:41:00+05:30');
const base: DropFacts = { status: 'NEW', deliveryDate: TODAY, riderId: 'r1', deliveredAt: null, failedAt: null, missedResolvedAt: null, codeTries: 0, courier: null };
const drop = (over: Partial<DropFacts> = {}): DropFacts => ({ ...base, ...over });
const RIDER: DropActor = { id: 'r1', roleId: 3 };
const OTHER_RIDER: DropActor = { id: 'r2', roleId: 3 };
const ADMIN: DropActor = { id: 'a1', roleId: 1 };
const CUSTOMER: DropActor = { id: 'c1', roleId: 2 };
const earlier = new Date(NOW.getTime() - 60_000);

describe('deliverRefusal', () => {
  test.each<[string, DropFacts, DropActor, 'CODE' | 'PHOTO', string | null]>([
    ['its rider, on its day, with the code', drop({ status: 'ASSIGNED' }), RIDER, 'CODE', null],
    ['an admin, on its day', drop(), ADMIN, 'PHOTO', null],
    ['another rider', drop(), OTHER_RIDER, 'PHOTO', 'Only the rider this delivery is assigned to, or an admin, can mark it.'],
    ['a customer', drop(), CUSTOMER, 'CODE', 'Only the rider this delivery is assigned to, or an admin, can mark it.'],
    ['before its day', drop({ deliveryDate: '2026-12-04' }), RIDER, 'CODE', 'This delivery is not due yet: it can be marked only on its day.'],
    ['after its day', drop({ deliveryDate: '2026-12-02' }), ADMIN, 'PHOTO', 'This delivery was due on an earlier day: ask the kitchen to correct it.'],
    ['already delivered', drop({ status: 'DELIVERED', deliveredAt: earlier }), RIDER, 'PHOTO', 'This delivery is already marked delivered.'],
    ['cancelled (skipped)', drop({ status: 'CANCELLED' }), RIDER, 'PHOTO', 'This delivery was cancelled.'],
    ['missed earlier today: the rider came back', drop({ status: 'ASSIGNED', failedAt: earlier }), RIDER, 'CODE', null],
    ['missed and settled by the owner', drop({ status: 'CANCELLED', failedAt: earlier, missedResolvedAt: NOW }), ADMIN, 'PHOTO', 'This missed delivery was already settled by the kitchen.'],
    ['code locked after 5 wrong codes', drop({ codeTries: 5 }), RIDER, 'CODE', 'The code is locked after 5 wrong tries: take a photo of the handover instead.'],
    ['code locked: a photo still works', drop({ codeTries: 5 }), RIDER, 'PHOTO', null],
    ['4 wrong codes: the code still works', drop({ codeTries: 4 }), RIDER, 'CODE', null],
  ])('%s', (_name, d, actor, proof, expected) => {
    expect(deliverRefusal(d, actor, TODAY, proof)).toBe(expected);
  });
});

describe('notDeliveredRefusal', () => {
  test.each<[string, DropFacts, DropActor, string | null]>([
    ['its rider, on its day', drop({ status: 'ASSIGNED' }), RIDER, null],
    ['an admin', drop(), ADMIN, null],
    ['another rider', drop(), OTHER_RIDER, 'Only the rider this delivery is assigned to, or an admin, can mark it.'],
    ['before its day', drop({ deliveryDate: '2026-12-04' }), RIDER, 'This delivery is not due yet: it can be marked only on its day.'],
    ['already missed', drop({ failedAt: earlier }), RIDER, 'This delivery is already marked not delivered.'],
    ['delivered', drop({ status: 'DELIVERED' }), RIDER, 'This delivery is already marked delivered.'],
    ['cancelled', drop({ status: 'CANCELLED' }), ADMIN, 'This delivery was cancelled.'],
  ])('%s', (_name, d, actor, expected) => {
    expect(notDeliveredRefusal(d, actor, TODAY)).toBe(expected);
  });
});

describe('undoRefusal', () => {
  const by = (d: DropFacts, who: { deliveredById?: string | null; failedById?: string | null }) => ({ deliveredById: null, failedById: null, ...d, ...who });
  const nineSecondsAgo = new Date(NOW.getTime() - 9_000);
  const elevenSecondsAgo = new Date(NOW.getTime() - 11_000);
  test.each<[string, ReturnType<typeof by>, DropActor, string | null]>([
    ['delivered 9 s ago by this rider', by(drop({ status: 'DELIVERED', deliveredAt: nineSecondsAgo }), { deliveredById: 'r1' }), RIDER, null],
    ['missed 9 s ago by this rider', by(drop({ failedAt: nineSecondsAgo }), { failedById: 'r1' }), RIDER, null],
    ['delivered 11 s ago', by(drop({ status: 'DELIVERED', deliveredAt: elevenSecondsAgo }), { deliveredById: 'r1' }), RIDER, 'It can be undone for 10 seconds only: ask the kitchen to correct it.'],
    ['marked by an admin: the rider cannot undo it', by(drop({ status: 'DELIVERED', deliveredAt: nineSecondsAgo }), { deliveredById: 'a1' }), RIDER, 'Only who marked it, or an admin, can undo it.'],
    ['an admin undoes a rider’s', by(drop({ failedAt: nineSecondsAgo }), { failedById: 'r1' }), ADMIN, null],
    ['nothing marked', by(drop(), {}), RIDER, 'There is nothing to undo on this delivery.'],
    ['a missed drop already settled', by(drop({ status: 'CANCELLED', failedAt: nineSecondsAgo, missedResolvedAt: NOW }), { failedById: 'r1' }), ADMIN, 'There is nothing to undo on this delivery.'],
  ])('%s', (_name, d, actor, expected) => {
    expect(undoRefusal(d, actor, NOW)).toBe(expected);
  });
});

test.each<[string, DropFacts, ReturnType<typeof dropState>, string | null]>([
  ['missed, not yet settled', drop({ status: 'ASSIGNED', failedAt: earlier }), 'missed', null],
  ['settled', drop({ status: 'CANCELLED', failedAt: earlier, missedResolvedAt: NOW }), 'cancelled', 'This missed delivery was already settled.'],
  ['delivered after a miss', drop({ status: 'DELIVERED', failedAt: null }), 'delivered', 'Only a delivery the rider could not make can be settled as missed.'],
  ['assigned', drop(), 'assigned', 'Only a delivery the rider could not make can be settled as missed.'],
  ['unassigned', drop({ riderId: null }), 'unassigned', 'Only a delivery the rider could not make can be settled as missed.'],
  ['shipped', drop({ riderId: null, courier: 'Delhivery' }), 'shipped', 'Only a delivery the rider could not make can be settled as missed.'],
])('dropState and resolveMissedRefusal: %s', (_name, d, state, refusal) => {
  expect(dropState(d)).toBe(state);
  expect(resolveMissedRefusal(d)).toBe(refusal);
});

test.each<[string, DropFacts, string | null]>([
  ['today, open', drop(), null],
  ['a later day', drop({ deliveryDate: '2026-12-10', status: 'SUBSCRIBED' }), null],
  ['an earlier day', drop({ deliveryDate: '2026-12-02' }), 'A delivery of an earlier day cannot be assigned.'],
  ['delivered', drop({ status: 'DELIVERED' }), 'A delivered delivery cannot be assigned.'],
  ['cancelled', drop({ status: 'CANCELLED' }), 'A cancelled delivery cannot be assigned.'],
  ['missed', drop({ failedAt: earlier }), 'A missed delivery waits for the kitchen to settle it.'],
  ['with a courier', drop({ riderId: null, courier: 'Delhivery' }), 'This delivery went with a courier.'],
])('assignRefusal: %s', (_name, d, expected) => {
  expect(assignRefusal(d, TODAY)).toBe(expected);
});

test.each<[string, DropFacts, string | null]>([
  ['open, no rider', drop({ riderId: null }), null],
  ['with a rider', drop(), 'This delivery is assigned to a rider: unassign it first.'],
  ['delivered', drop({ status: 'DELIVERED', riderId: null }), 'A delivered delivery cannot be sent by courier.'],
])('shipRefusal: %s', (_name, d, expected) => {
  expect(shipRefusal(d)).toBe(expected);
});

test.each<[number, boolean, string]>([
  [1, false, 'That code is not right. 4 tries left.'],
  [4, false, 'That code is not right. 1 try left.'],
  [5, true, 'That code is not right, and after 5 wrong codes it is locked: take a photo of the handover instead.'],
])('after %i wrong codes: locked %s', (tries, locked, message) => {
  expect(codeLocked({ codeTries: tries })).toBe(locked);
  expect(wrongCodeMessage(tries)).toBe(message);
});

test('the proof and the failure read the same everywhere, in Kolkata time', () => {
  expect(proofLine({ kind: 'CODE', at: NOW })).toBe('Code used at 12:41');
  expect(proofLine({ kind: 'PHOTO', at: new Date('2026-12-03T03:05:00Z') })).toBe('Photo at 08:35');
  expect(failureLine({ reason: 'NOT_HOME', note: ' gate locked ', at: NOW })).toBe('Not delivered at 12:41: Nobody at home (gate locked)');
  expect(failureLine({ reason: 'OTHER', note: null, at: NOW })).toBe('Not delivered at 12:41: Other');
});

test.each<[string, string | undefined, Date, boolean]>([
  ['by the default 13:00', undefined, new Date('2026-12-03T12:59:00+05:30'), true],
  ['at 13:00 exactly', '13:00', new Date('2026-12-03T13:00:30+05:30'), true],
  ['after it', '13:00', new Date('2026-12-03T13:01:00+05:30'), false],
  ['a later setting', '18:30', new Date('2026-12-03T17:00:00+05:30'), true],
  ['a bad setting falls back to 13:00', 'noon', new Date('2026-12-03T14:00:00+05:30'), false],
  ['the next day is never on time', '23:59', new Date('2026-12-04T00:10:00+05:30'), false],
])('deliveredOnTime: %s', (_name, setting, at, expected) => {
  expect(deliveredOnTime(TODAY, at, parseOnTimeBy(setting))).toBe(expected);
});

test('every reason the customer reads fits one SMS variable (30 characters)', () => {
  for (const text of Object.values(NOT_DELIVERED_REASON_FOR_CUSTOMER)) expect(text.length).toBeLessThanOrEqual(30);
});

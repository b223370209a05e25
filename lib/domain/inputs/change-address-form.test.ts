import { CHOOSE_ADDRESS_MESSAGE, changeAddressFormSchema, changeDeliveryAddressInput } from './change-address-form';

const problems = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => (r.success ? [] : r.error!.issues.map((i) => [i.path.join('.'), i.message]));

// One row per rule: the form's fields as chosen, and the problem beside which field.
test.each([
  ['an address and a day', { locationId: 'loc-1', from: '2026-12-04' }, []],
  ['no address chosen', { locationId: '', from: '2026-12-04' }, [['locationId', CHOOSE_ADDRESS_MESSAGE]]],
  ['an id too long to be one', { locationId: 'x'.repeat(65), from: '2026-12-04' }, [['locationId', expect.any(String)]]],
  ['no day (no changeable day left)', { locationId: 'loc-1', from: '' }, [['from', 'Use a date as YYYY-MM-DD.']]],
  ['a day that is not on the calendar', { locationId: 'loc-1', from: '2026-02-30' }, [['from', 'Use a date as YYYY-MM-DD.']]],
])('the form: %s', (_name, form, expected) => {
  expect(problems(changeAddressFormSchema.safeParse(form))).toEqual(expected);
});

// The server's arguments are the same rules around the subscription; the day may be left out (the next one).
test.each([
  ['the day left out', { suborderId: 's1', locationId: 'loc-1' }, []],
  ['no address', { suborderId: 's1', locationId: '', from: null }, [['locationId', CHOOSE_ADDRESS_MESSAGE]]],
  ['no subscription', { suborderId: '', locationId: 'loc-1' }, [['suborderId', expect.any(String)]]],
])('changeDeliveryAddress: %s', (_name, args, expected) => {
  expect(problems(changeDeliveryAddressInput.safeParse(args))).toEqual(expected);
});

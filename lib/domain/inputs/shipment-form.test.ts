import { AWB_MESSAGE } from '../couriers';
import { setShipmentInput, shipmentForm } from './rider-input';

const problems = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => (r.success ? [] : r.error!.issues.map((i) => [i.path.join('.'), i.message]));

// One row per rule of the courier form, which are setShipment's own.
test.each([
  ['a courier and a number', { courier: 'DTDC', awb: 'AB-12345' }, []],
  ['no courier', { courier: ' ', awb: 'AB12345' }, [['courier', 'Please enter the courier.']]],
  ['a courier name too long', { courier: 'x'.repeat(31), awb: 'AB12345' }, [['courier', 'The courier can be at most 30 characters.']]],
  ['a number too short', { courier: 'DTDC', awb: 'AB1' }, [['awb', AWB_MESSAGE]]],
  ['a number with a space', { courier: 'DTDC', awb: 'AB 12345' }, [['awb', AWB_MESSAGE]]],
])('%s', (_name, form, expected) => {
  expect(problems(shipmentForm.safeParse(form))).toEqual(expected);
  expect(problems(setShipmentInput.safeParse({ deliveryId: 'd1', ...form }))).toEqual(expected);
});

import { statusChangeForm, updateDeliveryStatusInput, updateOrderStatusInput } from './order-input';

const problems = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => (r.success ? [] : r.error!.issues.map((i) => [i.path.join('.'), i.message]));

// The admin's status change: one rule (a status the shop knows), the same words in the form and in
// both mutations' arguments.
test.each([
  ['a status', { status: 'DELIVERED' }, []],
  ['none chosen', { status: '' }, [['status', 'Please choose a status.']]],
  ['a word that is no status', { status: 'SHIPPED' }, [['status', 'Please choose a status.']]],
])('the form: %s', (_name, form, expected) => {
  expect(problems(statusChangeForm.safeParse(form))).toEqual(expected);
});

test.each([
  ['updateOrderStatus', updateOrderStatusInput, { orderId: 's1', status: 'x' }],
  ['updateDeliveryStatus', updateDeliveryStatusInput, { deliveryId: 'd1', status: 'x' }],
])('%s refuses a status with the form’s words', (_name, schema, args) => {
  expect(problems(schema.safeParse(args))).toEqual([['status', 'Please choose a status.']]);
});

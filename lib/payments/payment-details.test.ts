import { DEFAULT_PAYMENT_MESSAGE, paymentDetails } from './payment-details';

const config = {
  'payment.upi.id': 'dogmeals@okaxis',
  'vpa.name': 'Good Dog Kitchen',
  'bank.accountName': 'Good Dog Kitchen',
  'bank.accountNumber': '50200012345678',
  'bank.ifsc': 'HDFC0000123',
  'bank.name': 'HDFC Bank, Indiranagar',
};
const messages = [{ key: 'paymentMessage', value: 'Pay by UPI and attach the screenshot.' }];
const store = { name: 'Store Name', upiId: 'store@upi' };

test('everything configured', () => {
  expect(paymentDetails(config, messages, store)).toEqual({
    message: 'Pay by UPI and attach the screenshot.',
    upi: { upiId: 'dogmeals@okaxis', payeeName: 'Good Dog Kitchen' },
    bank: { accountName: 'Good Dog Kitchen', accountNumber: '50200012345678', ifsc: 'HDFC0000123', bankName: 'HDFC Bank, Indiranagar' },
  });
});

test.each([
  ['no message: the default', {}, [], store, (d: ReturnType<typeof paymentDetails>) => d.message, DEFAULT_PAYMENT_MESSAGE],
  ['a blank message: the default', {}, [{ key: 'paymentMessage', value: '  ' }], store, (d: ReturnType<typeof paymentDetails>) => d.message, DEFAULT_PAYMENT_MESSAGE],
  ['no UPI key: the store row’s UPI id', { 'vpa.name': 'X' }, [], store, (d: ReturnType<typeof paymentDetails>) => d.upi, { upiId: 'store@upi', payeeName: 'X' }],
  ['no payee name: the store name', { 'payment.upi.id': 'a@b' }, [], store, (d: ReturnType<typeof paymentDetails>) => d.upi, { upiId: 'a@b', payeeName: 'Store Name' }],
  ['no UPI id anywhere: no UPI section', {}, [], null, (d: ReturnType<typeof paymentDetails>) => d.upi, null],
  ['blank bank keys are left out', { 'bank.ifsc': ' ', 'bank.name': 'SBI' }, [], null, (d: ReturnType<typeof paymentDetails>) => d.bank, { accountName: undefined, accountNumber: undefined, ifsc: undefined, bankName: 'SBI' }],
])('%s', (_, cfg, msgs, st, pick, expected) => {
  expect(pick(paymentDetails(cfg as Record<string, string>, msgs, st))).toEqual(expected);
});

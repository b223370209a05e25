import { supportMessage, whatsappSupportUrl } from './support';

const decoded = (url: string) => new URL(url).searchParams.get('text');

test.each([
  ['name and number', { firstName: 'Ravi', phoneNumber: '+919000000002' }, 'Hi, I am Ravi (+919000000002). I need help with my order.'],
  ['name only', { firstName: 'Ravi', phoneNumber: null }, 'Hi, I am Ravi. I need help with my order.'],
  ['number only', { firstName: '  ', phoneNumber: '+919000000002' }, 'Hi, my number is +919000000002. I need help with my order.'],
  ['no user', undefined, 'Hi, I need help with my order.'],
  ['user without details', {}, 'Hi, I need help with my order.'],
])('message with %s', (_case, user, message) => {
  expect(supportMessage(user)).toBe(message);
});

test('link: digits-only number and the encoded message', () => {
  const url = whatsappSupportUrl('+91 90000-00001', { firstName: 'Ravi', phoneNumber: '+919000000002' });
  expect(url).toBe(
    'https://wa.me/919000000001?text=Hi%2C%20I%20am%20Ravi%20(%2B919000000002).%20I%20need%20help%20with%20my%20order.',
  );
  expect(decoded(url)).toBe('Hi, I am Ravi (+919000000002). I need help with my order.');
});

test('link without a user carries the generic message', () => {
  expect(decoded(whatsappSupportUrl('+919000000001'))).toBe('Hi, I need help with my order.');
});

test('names with & or # cannot break out of the text parameter', () => {
  const url = whatsappSupportUrl('+919000000001', { firstName: 'A&B #1' });
  expect(decoded(url)).toBe('Hi, I am A&B #1. I need help with my order.');
});

test.each(['', 'not set', '+91 12'])('misconfigured number %p is refused', (number) => {
  expect(() => whatsappSupportUrl(number)).toThrow(RangeError);
});

import { pushNotice } from './push';

test.each<[string, string | null, object]>([
  ['the server\'s message', JSON.stringify({ title: 'Good Dog Kitchen: Order placed', body: 'order DM1 placed.', url: '/orders/DM1', tag: 'n1' }), { title: 'Good Dog Kitchen: Order placed', body: 'order DM1 placed.', url: '/orders/DM1', tag: 'n1' }],
  ['another site\'s address opens the inbox', JSON.stringify({ title: 'T', body: 'B', url: 'https://evil.example/x' }), { title: 'T', body: 'B', url: '/profile/messages' }],
  ['a protocol-relative address opens the inbox', JSON.stringify({ title: 'T', body: 'B', url: '//evil.example/x' }), { url: '/profile/messages' }],
  ['javascript: opens the inbox', JSON.stringify({ title: 'T', body: 'B', url: 'javascript:alert(1)' }), { url: '/profile/messages' }],
  ['plain text', 'Hello', { title: 'Good Dog Kitchen', body: 'Hello', url: '/profile/messages' }],
  ['nothing', null, { title: 'Good Dog Kitchen', body: 'You have a new message.', url: '/profile/messages' }],
  ['missing fields', JSON.stringify({ url: '/orders/DM2' }), { title: 'Good Dog Kitchen', body: 'You have a new message.', url: '/orders/DM2' }],
])('%s', (_name, text, expected) => {
  expect(pushNotice(text)).toMatchObject(expected);
});

import { grievanceContactFrom } from './grievance-contact';
import { FALLBACK_CONTACT_EMAIL } from './legal-document';

test.each<[string, Record<string, string>, ReturnType<typeof grievanceContactFrom>]>([
  ['configured', { 'grievance.name': 'Meera Iyer', 'grievance.email': 'grievance@example.in', 'grievance.phone': '080 4000 0000' }, { name: 'Meera Iyer', email: 'grievance@example.in', phone: '080 4000 0000' }],
  ['no phone', { 'grievance.name': 'Meera Iyer', 'grievance.email': 'grievance@example.in' }, { name: 'Meera Iyer', email: 'grievance@example.in', phone: null }],
  ['no name: the role', { 'grievance.email': 'grievance@example.in' }, { name: 'The Grievance Officer', email: 'grievance@example.in', phone: null }],
  ['no address: the store’s contact address', { 'grievance.name': 'Meera Iyer', 'contact.email': 'care@example.in' }, { name: 'Meera Iyer', email: 'care@example.in', phone: null }],
  ['not an address: the store’s contact address', { 'grievance.email': 'write to us', 'contact.email': 'care@example.in' }, { name: 'The Grievance Officer', email: 'care@example.in', phone: null }],
  ['nothing configured', {}, { name: 'The Grievance Officer', email: FALLBACK_CONTACT_EMAIL, phone: null }],
  ['blanks count as missing', { 'grievance.name': '  ', 'grievance.email': ' ', 'grievance.phone': '' }, { name: 'The Grievance Officer', email: FALLBACK_CONTACT_EMAIL, phone: null }],
])('%s', (_case, config, contact) => {
  expect(grievanceContactFrom(config)).toEqual(contact);
});

import { profileFormSchema, signUpFormSchema, FIRST_NAME_REQUIRED, PRIVACY_CONSENT_REQUIRED } from './profile-form';

const problems = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => (r.success ? [] : r.error!.issues.map((i) => [i.path.join('.'), i.message]));

test.each([
  ['a full profile', { firstName: 'Asha', lastName: 'Rao', email: 'asha@example.com' }, []],
  ['no email (it is optional)', { firstName: 'Asha', lastName: '', email: '' }, []],
  ['everything wrong at once', { firstName: '  ', lastName: 'x'.repeat(61), email: 'asha@' }, [
    ['firstName', FIRST_NAME_REQUIRED],
    ['lastName', 'The last name can be at most 60 characters.'],
    ['email', 'Please enter a valid email address.'],
  ]],
])('profile: %s', (_name, values, expected) => {
  expect(problems(profileFormSchema.safeParse(values))).toEqual(expected);
});

test('sign-up also asks for the privacy policy to be agreed to', () => {
  expect(problems(signUpFormSchema.safeParse({ firstName: 'Asha', lastName: '', email: '', agreed: false }))).toEqual([['agreed', PRIVACY_CONSENT_REQUIRED]]);
  expect(problems(signUpFormSchema.safeParse({ firstName: 'Asha', lastName: '', email: '', agreed: true }))).toEqual([]);
});

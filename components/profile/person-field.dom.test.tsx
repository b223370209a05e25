// The sign-up and profile forms ask for a person's details through one field component; its table
// of labels, types and autocomplete tokens is what both forms show, and a field with a problem is
// marked invalid and described by its own error, shown beside it.
import { fireEvent, render, screen } from '@testing-library/react';
import { useForm, useWatch } from 'react-hook-form';
import { PersonField, type PersonDetails } from './person-field';

const values: PersonDetails = { firstName: 'Meera', lastName: '', email: 'meera@example.test' };

function Form({ errors = {}, onValues }: { errors?: Partial<Record<keyof PersonDetails, string>>; onValues?: (v: PersonDetails) => void }) {
  const { register, control } = useForm<PersonDetails>({ defaultValues: values });
  const current = useWatch({ control }) as PersonDetails;
  onValues?.(current);
  return (
    <>
      {(['firstName', 'lastName', 'email'] as const).map((n) => (
        <PersonField key={n} name={n} field={register(n)} error={errors[n]} />
      ))}
    </>
  );
}

test.each([
  ['firstName', 'First name', 'text', 'given-name', true, 'Meera'],
  ['lastName', 'Last name', 'text', 'family-name', false, ''],
  ['email', 'Email', 'email', 'email', false, 'meera@example.test'],
] as const)('%s: labelled %p, type %p, autocomplete %p, required %p', (_name, label, type, autoComplete, required, value) => {
  render(<Form />);
  const input = screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
  expect([input.type, input.autocomplete, input.required, input.value]).toEqual([type, autoComplete, required, value]);
  expect(input.getAttribute('aria-invalid')).toBeNull();
  expect(input.getAttribute('aria-describedby')).toBeNull();
});

test('a field with a problem is invalid and described by its own error; the others are not', () => {
  let latest: PersonDetails | null = null;
  render(<Form errors={{ email: 'Please enter a valid email address.' }} onValues={(v) => (latest = v)} />);
  const email = screen.getByLabelText('Email');
  expect(email.getAttribute('aria-invalid')).toBe('true');
  expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe('Please enter a valid email address.');
  expect(screen.getByLabelText('First name', { exact: false }).getAttribute('aria-invalid')).toBeNull();
  fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Rao' } });
  expect(latest).toEqual({ firstName: 'Meera', lastName: 'Rao', email: 'meera@example.test' });
});

// The sign-up and profile forms ask for a person's details through one field component; its table
// of labels, types and autocomplete tokens is what both forms now show, and only the field the
// form's error is about is marked invalid and pointed at the error.
import { fireEvent, render, screen } from '@testing-library/react';
import { PersonField, type PersonDetails } from './person-field';

const values: PersonDetails = { firstName: 'Meera', lastName: '', email: 'meera@example.test' };

test.each([
  ['firstName', 'First name', 'text', 'given-name', true, 'Meera'],
  ['lastName', 'Last name', 'text', 'family-name', false, ''],
  ['email', 'Email', 'email', 'email', false, 'meera@example.test'],
] as const)('%s: labelled %p, type %p, autocomplete %p, required %p', (name, label, type, autoComplete, required, value) => {
  render(<PersonField name={name} values={values} onChange={() => {}} invalidField={undefined} errorId="e" />);
  const input = screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
  expect([input.type, input.autocomplete, input.required, input.value]).toEqual([type, autoComplete, required, value]);
  expect(input.getAttribute('aria-invalid')).toBe('false');
  expect(input.getAttribute('aria-describedby')).toBeNull();
});

test('the field the error is about is invalid and described by the error; a change keeps the other values', () => {
  const onChange = jest.fn();
  render(
    <>
      <PersonField name="firstName" values={values} onChange={onChange} invalidField="email" errorId="form-error" />
      <PersonField name="email" values={values} onChange={onChange} invalidField="email" errorId="form-error" />
    </>,
  );
  const email = screen.getByLabelText('Email');
  expect(email.getAttribute('aria-invalid')).toBe('true');
  expect(email.getAttribute('aria-describedby')).toBe('form-error');
  expect(screen.getByLabelText('First name', { exact: false }).getAttribute('aria-invalid')).toBe('false');
  fireEvent.change(email, { target: { value: 'm@example.test' } });
  expect(onChange).toHaveBeenCalledWith({ firstName: 'Meera', lastName: '', email: 'm@example.test' });
});

import { render, screen } from '@testing-library/react';
import { Field, controlClasses } from './field';

test('a field names its control, its hint and then its error', () => {
  render(
    <Field id="utr" label="UTR" hint="12 digits, e.g. 612345678901" error="Please enter the 12-digit UTR.">
      {(control) => <input {...control} className={controlClasses} />}
    </Field>,
  );
  const input = screen.getByLabelText('UTR');
  expect(input.getAttribute('aria-invalid')).toBe('true');
  expect(input.getAttribute('aria-describedby')).toBe('utr-hint utr-error');
  expect(document.getElementById('utr-error')?.textContent).toBe('Please enter the 12-digit UTR.');
});

test('without an error the control is not invalid and points at its hint only', () => {
  render(
    <Field id="name" label="Name" hint="As on the invoice">
      {(control) => <input {...control} />}
    </Field>,
  );
  const input = screen.getByLabelText('Name');
  expect(input.getAttribute('aria-invalid')).toBeNull();
  expect(input.getAttribute('aria-describedby')).toBe('name-hint');
  expect(document.getElementById('name-error')).toBeNull();
});

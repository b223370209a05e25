import { render, screen } from '@testing-library/react';
import { Button, ButtonLink, buttonClasses } from './button';

test.each([
  ['primary', 'bg-brand-700'],
  ['secondary', 'border-stone-400'],
  ['danger', 'bg-red-700'],
  ['link', 'underline'],
] as const)('a %s button has its look and a 44 px target', (variant, mark) => {
  const classes = buttonClasses({ variant }).split(' ');
  expect(classes).toContain(mark);
  expect(classes).toContain('min-h-11');
});

test('a button does not submit its form unless it says so', () => {
  render(<Button>Cancel</Button>);
  expect(screen.getByRole('button', { name: 'Cancel' }).getAttribute('type')).toBe('button');
});

test('a busy button is disabled, aria-busy, spins and says its busy words', () => {
  render(
    <Button type="submit" busy busyLabel="Saving…">
      Save
    </Button>,
  );
  const button = screen.getByText('Saving…').closest('button')!;
  expect(button.disabled).toBe(true);
  expect(button.getAttribute('aria-busy')).toBe('true');
  expect(button.querySelector('svg[aria-hidden="true"][data-spinner]')).not.toBeNull();
});

test('an idle button has no aria-busy and no spinner', () => {
  render(<Button>Save</Button>);
  const button = screen.getByRole('button', { name: 'Save' });
  expect(button.getAttribute('aria-busy')).toBeNull();
  expect(button.querySelector('svg')).toBeNull();
});

test('a ButtonLink is a link that looks like a button', () => {
  render(
    <ButtonLink href="/orders" variant="secondary">
      Your orders
    </ButtonLink>,
  );
  const link = screen.getByRole('link', { name: 'Your orders' });
  expect(link.getAttribute('href')).toBe('/orders');
  expect(link.className).toContain('border-stone-400');
});

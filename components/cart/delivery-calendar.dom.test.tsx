// A day that cannot be picked says why under its number ("Full", "Closed") and in its label, not
// only with a struck-through number.
import { render } from '@testing-library/react';
import { DeliveryCalendar } from './delivery-calendar';

test('a full day and a closed day say why; an open day says nothing more', () => {
  const { container } = render(
    <DeliveryCalendar
      id="cal"
      today="2026-12-01"
      choosable={['2026-12-03', '2026-12-04', '2026-12-05']}
      selected={[]}
      closedDates={['2026-12-05']}
      fullDates={['2026-12-04']}
      onToggle={() => undefined}
    />,
  );
  const button = (day: number) => container.querySelector(`[data-day="2026-12-0${day}"] button`)!;
  expect(button(4).textContent).toBe('4Full');
  expect(button(4).getAttribute('aria-label')).toBe('Friday, 4 December 2026, full');
  expect(button(4).hasAttribute('disabled')).toBe(true);
  expect(button(5).textContent).toBe('5Closed');
  expect(button(5).getAttribute('aria-label')).toMatch(/, kitchen closed$/);
  expect(button(3).textContent).toBe('3');
});

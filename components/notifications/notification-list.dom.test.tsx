import { render, screen, within } from '@testing-library/react';
import type { NotificationView } from '@/lib/notifications/notification-view';
import { NotificationList } from './notification-list';

const base: NotificationView = {
  id: 'n1',
  kind: 'ORDER_PLACED',
  channel: 'SMS',
  status: 'SENT',
  body: 'Good Dog Kitchen: order DM1 placed. Pay ₹100.00 by UPI.',
  createdAt: '2026-11-20T04:30:00.000Z',
  sentAt: '2026-11-20T04:30:04.000Z',
  attempts: 1,
  lastError: null,
  orderId: 'o1',
  orderNumber: 'DM1',
};

test('each message shows its kind, status, time (Kolkata) and text', () => {
  render(
    <NotificationList
      notifications={[
        { ...base, id: 'n2', kind: 'PAYMENT_REMINDER', status: 'FAILED', body: 'Reminder text', createdAt: '2026-11-20T16:30:00.000Z', sentAt: null, attempts: 6, lastError: 'Twilio answered 503' },
        base,
        { ...base, id: 'n3', kind: 'PAYMENT_CONFIRMED', status: 'SKIPPED', body: 'Confirmed text', sentAt: null, attempts: 0 },
      ]}
    />,
  );
  const items = screen.getAllByTestId('notification');
  expect(items).toHaveLength(3);
  const [failed, sent, skipped] = items;
  expect(failed.textContent).toContain('Payment reminder');
  expect(failed.textContent).toContain('Not sent (failed)');
  expect(failed.textContent).toContain('Fri, 20 Nov 2026, 22:00');
  expect(failed.textContent).toContain('6 attempts · last error: Twilio answered 503');
  expect(within(sent).getByText('Order placed')).toBeTruthy();
  expect(within(sent).getByText('Sent')).toBeTruthy();
  expect(within(sent).getByText(base.body)).toBeTruthy();
  expect(sent.textContent).toContain('Fri, 20 Nov 2026, 10:00');
  expect(sent.textContent).toContain('sent Fri, 20 Nov 2026, 10:00 · 1 attempt');
  expect(sent.querySelector('time')?.getAttribute('dateTime')).toBe(base.createdAt);
  expect(skipped.textContent).toContain('Not sent (turned off by the customer)');
  expect(skipped.textContent).not.toContain('attempt');
});

test('no messages: the empty text', () => {
  render(<NotificationList notifications={[]} emptyText="No messages about this order yet." />);
  expect(screen.getByText('No messages about this order yet.')).toBeTruthy();
  expect(screen.queryByTestId('notification-list')).toBeNull();
});

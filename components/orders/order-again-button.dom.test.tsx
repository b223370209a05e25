// Order again on a subscription still running: nothing is sent at the tap; the customer is told it
// runs and offered Renew (when open) or "Start a new plan", which sends startNewPlan. A plan the page
// did not know was running (the server refuses with CONFLICT) opens the same choice, in its words.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Toaster } from '@/components/ui/toaster';
import { toast } from '@/lib/client/toast';
import { answerGraphQL, sentGraphQL } from '@/testing/fake-graphql-fetch';
import type { RunningPlanChoice } from '@/lib/domain/running-plan';
import { OrderAgainButton } from './order-again-button';

const router = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn(), back: jest.fn(), forward: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => router }));

const RUNS = 'Your Daily Meals subscription is still running, with deliveries until Mon, 21 Dec 2026. Ordering it again would start a second plan beside it.';
const running = (extendableNow: boolean): RunningPlanChoice => ({
  suborderId: 's-1',
  kind: 'CDM',
  title: 'Daily Meals',
  message: `${RUNS} ${extendableNow ? 'Renew it instead to extend it: the next period starts the day after its last delivery.' : 'You can renew it to extend it from Fri, 18 Dec 2026.'}`,
  extendableNow,
});
const filled = { data: { reorder: [{ categoryEnum: 'CDM', buyOrSubscribe: 'SUBSCRIBE', deliveryDates: [], deliveryDays: ['MONDAY'], subscriptionStartsOn: null, additionalNotes: null, deliveryAddress: { id: 'a-2' }, menuItem: [], notice: 'Daily Meals is in your cart again.' }] } };

const show = (runningPlans: RunningPlanChoice[]) =>
  render(
    <>
      <OrderAgainButton orderNumber="GDK-1" suborderId="s-1" kinds={['CDM']} label="Daily Meals (GDK-1-1)" runningPlans={runningPlans} />
      <Toaster />
    </>,
  );

beforeEach(() => {
  jest.clearAllMocks();
  sentGraphQL.length = 0;
  act(() => toast.dismiss());
});

test('a running plan far from its end: told when it can be extended, nothing sent; "Keep my plan" closes the choice', () => {
  answerGraphQL(filled);
  show([running(false)]);
  fireEvent.click(screen.getByRole('button', { name: 'Order again Daily Meals (GDK-1-1)' }));
  const choice = screen.getByRole('group', { name: 'Your plan is still running' });
  expect(choice.textContent).toContain(`${RUNS} You can renew it to extend it from Fri, 18 Dec 2026.`);
  expect(screen.queryByRole('button', { name: /^Renew/ })).toBeNull();
  expect(sentGraphQL).toHaveLength(0);
  fireEvent.click(screen.getByRole('button', { name: 'Keep my plan as it is' }));
  expect(screen.queryByRole('group')).toBeNull();
  expect(sentGraphQL).toHaveLength(0);
});

test('near its end Renew is offered, and it renews the running plan', async () => {
  answerGraphQL({ data: { renewSubscription: filled.data.reorder } });
  show([running(true)]);
  fireEvent.click(screen.getByRole('button', { name: 'Order again Daily Meals (GDK-1-1)' }));
  fireEvent.click(screen.getByRole('button', { name: 'Renew Daily Meals subscription' }));
  await waitFor(() => expect(router.push).toHaveBeenCalledWith('/cart'));
  expect(sentGraphQL[0].query).toContain('renewSubscription');
  expect(sentGraphQL[0].variables).toEqual({ suborderId: 's-1' });
});

test('"Start a new plan" orders it again with startNewPlan and goes to the cart', async () => {
  answerGraphQL(filled);
  show([running(false)]);
  fireEvent.click(screen.getByRole('button', { name: 'Order again Daily Meals (GDK-1-1)' }));
  fireEvent.click(screen.getByRole('button', { name: 'Start a new plan beside the running one' }));
  await waitFor(() => expect(router.push).toHaveBeenCalledWith('/cart'));
  expect(sentGraphQL).toHaveLength(1);
  expect(sentGraphQL[0].variables).toEqual({ orderNumber: 'GDK-1', suborderId: 's-1', startNewPlan: true });
});

test('a plan the page did not know was running: the server\'s refusal opens the choice in its words', async () => {
  const words = `${RUNS} You can renew it to extend it from Fri, 18 Dec 2026. To start a new plan all the same, choose "Start a new plan".`;
  answerGraphQL({ errors: [{ message: words, extensions: { code: 'CONFLICT', field: 'startNewPlan' } }] });
  show([]);
  fireEvent.click(screen.getByRole('button', { name: 'Order again Daily Meals (GDK-1-1)' }));
  await waitFor(() => expect(screen.getByRole('group', { name: 'Your plan is still running' }).textContent).toContain(words));
  expect(sentGraphQL[0].variables).toEqual({ orderNumber: 'GDK-1', suborderId: 's-1' });
  expect(screen.queryByRole('alert')).toBeNull();
  expect(router.push).not.toHaveBeenCalled();
});

test('no running plan: Order again fills the cart at once', async () => {
  answerGraphQL(filled);
  show([]);
  fireEvent.click(screen.getByRole('button', { name: 'Order again Daily Meals (GDK-1-1)' }));
  await waitFor(() => expect(router.push).toHaveBeenCalledWith('/cart'));
  expect(sentGraphQL[0].variables).toEqual({ orderNumber: 'GDK-1', suborderId: 's-1' });
});

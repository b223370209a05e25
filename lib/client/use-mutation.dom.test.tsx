// useMutation, the one way components run a mutation: busy while it runs, one request however fast
// the clicks, the failure kept (and toasted when asked), and on success the toast and the refresh.
import { act, renderHook } from '@testing-library/react';
import { LogoutAllDevicesDocument, SkipDeliveryDocument } from '@/lib/client/generated/graphql';
import { dismissToast, getToasts } from './toast';
import { useMutation } from './use-mutation';

const router = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn(), back: jest.fn(), forward: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => router }));

// The network, held until the test answers: each request waits for `answer(body)`.
type Sent = { query: string; variables: Record<string, unknown> };
let sent: Sent[];
let pending: ((body: unknown) => void)[];
function answer(body: unknown) {
  const next = pending.shift();
  if (!next) throw new Error('no request is waiting');
  next(body);
}

beforeEach(() => {
  jest.clearAllMocks();
  sent = [];
  pending = [];
  act(() => dismissToast());
  global.fetch = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    sent.push(JSON.parse(String(init?.body)) as Sent);
    const body = await new Promise((resolve) => pending.push(resolve));
    return { ok: true, status: 200, json: async () => body } as unknown as Response;
  }) as typeof fetch;
});

const skipped = { data: { skipDelivery: { statusCode: 200, message: 'Skipped the delivery of Thu, 10 Dec 2026.', suborder: { id: 's1', endDate: '2027-01-04' } } } };
const refused = { errors: [{ message: 'Changes to this delivery closed at 10 pm.', extensions: { code: 'BAD_USER_INPUT', field: 'deliveryId' } }] };

test('a success: busy while it runs, then the toast from the answer, the callback and the refresh', async () => {
  const onSuccess = jest.fn();
  const { result } = renderHook(() => useMutation(SkipDeliveryDocument, { success: (data) => data.skipDelivery.message, onSuccess }));
  expect(result.current.busy).toBe(false);

  let run!: Promise<unknown>;
  act(() => {
    run = result.current.run({ deliveryId: 'd1' });
  });
  expect(result.current.busy).toBe(true);
  expect(sent).toEqual([{ query: expect.stringContaining('skipDelivery(deliveryId: $deliveryId, refundTo: $refundTo)'), variables: { deliveryId: 'd1' } }]);
  expect(router.refresh).not.toHaveBeenCalled();

  await act(async () => {
    answer(skipped);
    await expect(run).resolves.toEqual({ ok: true, data: skipped.data });
  });
  expect(result.current.busy).toBe(false);
  expect(result.current.error).toBeNull();
  expect(getToasts().map((t) => [t.kind, t.message])).toEqual([['success', 'Skipped the delivery of Thu, 10 Dec 2026.']]);
  expect(onSuccess).toHaveBeenCalledWith(skipped.data, { deliveryId: 'd1' });
  expect(router.refresh).toHaveBeenCalledTimes(1);
});

test('a failure is kept for the component, toasted only when asked, and nothing is refreshed', async () => {
  const onError = jest.fn();
  const { result } = renderHook(() => useMutation(SkipDeliveryDocument, { success: 'Skipped', onError }));
  await act(async () => {
    const run = result.current.run({ deliveryId: 'd1' });
    answer(refused);
    await run;
  });
  expect(result.current.busy).toBe(false);
  expect(result.current.error).toBe('Changes to this delivery closed at 10 pm.');
  expect(onError).toHaveBeenCalledWith({ message: 'Changes to this delivery closed at 10 pm.', code: 'BAD_USER_INPUT', field: 'deliveryId' }, { deliveryId: 'd1' });
  expect(getToasts()).toEqual([]);
  expect(router.refresh).not.toHaveBeenCalled();

  // The next run starts clean; this time the failure is toasted too, in the component's words.
  let again!: Promise<unknown>;
  act(() => {
    again = result.current.run({ deliveryId: 'd1' }, { toastError: true, errorMessage: (e) => `Not skipped: ${e.message}` });
  });
  expect(result.current.error).toBeNull();
  await act(async () => {
    answer(refused);
    await again;
  });
  expect(result.current.error).toBe('Not skipped: Changes to this delivery closed at 10 pm.');
  expect(getToasts().map((t) => [t.kind, t.message])).toEqual([['error', 'Not skipped: Changes to this delivery closed at 10 pm.']]);
});

test('a second run while one is running sends nothing (a double click, Enter twice)', async () => {
  const { result } = renderHook(() => useMutation(SkipDeliveryDocument));
  let first!: Promise<unknown>;
  let second!: Promise<unknown>;
  act(() => {
    // the same tick: the busy flag has not re-rendered yet
    first = result.current.run({ deliveryId: 'd1' });
    second = result.current.run({ deliveryId: 'd1' });
  });
  await expect(second).resolves.toBeNull();
  expect(sent).toHaveLength(1);
  await act(async () => {
    answer(skipped);
    await first;
  });
  expect(router.refresh).toHaveBeenCalledTimes(1);

  // Once it is done, the next run is sent.
  await act(async () => {
    const again = result.current.run({ deliveryId: 'd2' });
    answer(skipped);
    await again;
  });
  expect(sent.map((s) => s.variables)).toEqual([{ deliveryId: 'd1' }, { deliveryId: 'd2' }]);
});

test('a page that leaves after success stays busy, refuses another run and refreshes nothing', async () => {
  const { result } = renderHook(() => useMutation(LogoutAllDevicesDocument, { staysBusy: true, refresh: false }));
  await act(async () => {
    const run = result.current.run();
    answer({ data: { logoutAllDevices: { ended: 2 } } });
    await run;
  });
  expect(sent).toEqual([{ query: expect.stringContaining('logoutAllDevices'), variables: {} }]);
  expect(result.current.busy).toBe(true);
  await act(async () => {
    await expect(result.current.run()).resolves.toBeNull();
  });
  expect(sent).toHaveLength(1);
  expect(router.refresh).not.toHaveBeenCalled();
});

test('variables worked out after the start: busy covers that work too', async () => {
  let release!: () => void;
  const { result } = renderHook(() => useMutation(SkipDeliveryDocument));
  let run!: Promise<unknown>;
  act(() => {
    run = result.current.run(async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return { deliveryId: 'd3' };
    });
  });
  expect(result.current.busy).toBe(true);
  expect(sent).toHaveLength(0);
  await act(async () => {
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(sent.map((s) => s.variables)).toEqual([{ deliveryId: 'd3' }]);
  await act(async () => {
    answer(skipped);
    await run;
  });
  expect(result.current.busy).toBe(false);
});

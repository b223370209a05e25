// The one preview every change dialog shows: asked for once the inputs stop changing, an older
// answer never replacing a newer one, a failure or a refusal said without
// getting in the way of saving, and the deadline in the words the server gives.
import { useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { answerGraphQL, sentGraphQL, type SentGraphQL } from '@/testing/fake-graphql-fetch';
import { DEADLINE_WORDS, previewAnswer } from '@/testing/fake-change-preview';
import { ChangePreviewNote, PREVIEW_SETTLE_MS, useChangePreview } from './change-preview';

/** A dialog's inputs as a number the test turns up; 0 is "cannot be sent yet". */
function Harness({ deadline = null }: { deadline?: string | null }) {
  const [n, setN] = useState(1);
  const state = useChangePreview(n > 0 ? { kind: 'SKIP', deliveryId: `d-${n}` } : null);
  return (
    <>
      <button onClick={() => setN((x) => x + 1)}>next</button>
      <button onClick={() => setN(0)}>clear</button>
      <ChangePreviewNote state={state} deadline={deadline} />
    </>
  );
}

const note = () => screen.getByTestId('change-preview').textContent;

beforeEach(() => {
  sentGraphQL.length = 0;
});

test('inputs changed quickly ask once, for the last of them, and say it in words with the deadline and documents', async () => {
  answerGraphQL(previewAnswer({ amountBack: 24000, backTo: 'WALLET', documents: ['credit note'] }));
  render(<Harness />);
  expect(note()).toBe('Working out what it costs…');
  fireEvent.click(screen.getByText('next'));
  fireEvent.click(screen.getByText('next'));
  await waitFor(() => expect(note()).toBe(`₹240.00 back to your wallet. You get a credit note.You can change this ${DEADLINE_WORDS}.`));
  expect(sentGraphQL.map((s) => s.variables)).toEqual([{ change: { kind: 'SKIP', deliveryId: 'd-3' } }]);
});

test('an answer for older inputs that comes late is dropped; the newer one is shown', async () => {
  const pending: (() => void)[] = [];
  global.fetch = jest.fn((_url: RequestInfo | URL, init?: RequestInit) => {
    const request = JSON.parse(String(init?.body)) as SentGraphQL;
    sentGraphQL.push(request);
    const id = request.variables.change as { deliveryId: string };
    const body = previewAnswer({ amountMore: id.deliveryId === 'd-1' ? 10000 : 20000 });
    // the first answer comes late, after the second
    return new Promise((resolve) => {
      const answer = () => resolve({ ok: true, status: 200, json: async () => body } as unknown as Response);
      if (id.deliveryId === 'd-1') pending.push(answer);
      else answer();
    });
  }) as typeof fetch;
  render(<Harness />);
  await waitFor(() => expect(sentGraphQL).toHaveLength(1));
  fireEvent.click(screen.getByText('next'));
  await waitFor(() => expect(note()).toContain('₹200.00 more'));
  pending[0]();
  await new Promise((r) => setTimeout(r, 20));
  expect(note()).toContain('₹200.00 more');
  expect(note()).not.toContain('₹100.00');
});

test('a failure says saving still works and keeps the deadline the page knows; inputs that cannot be sent show nothing', async () => {
  global.fetch = jest.fn(async () => {
    throw new TypeError('Failed to fetch');
  }) as typeof fetch;
  render(<Harness deadline={DEADLINE_WORDS} />);
  expect(note()).toBe(`Working out what it costs…You can change this ${DEADLINE_WORDS}.`);
  await waitFor(() => expect(note()).toBe(`We could not work out what it costs just now. You can still save it.You can change this ${DEADLINE_WORDS}.`));
  fireEvent.click(screen.getByText('clear'));
  expect(screen.queryByTestId('change-preview')).toBeNull();
});

test('a refusal is said in the server\'s words, with the deadline', async () => {
  answerGraphQL(previewAnswer({ allowed: false, whyNot: 'This order is already paid and your wallet has ₹20.00; the change needs ₹120.00.' }));
  render(<Harness />);
  await waitFor(() => expect(note()).toBe(`This order is already paid and your wallet has ₹20.00; the change needs ₹120.00.You can change this ${DEADLINE_WORDS}.`));
  expect(screen.getByRole('status').className).toContain('text-red-800');
});

test('past the deadline, no deadline is said', async () => {
  answerGraphQL(previewAnswer({ deadline: null, deadlineWords: null }));
  render(<Harness />);
  await waitFor(() => expect(note()).toBe('No change to what you pay.'));
  expect(PREVIEW_SETTLE_MS).toBeGreaterThan(0);
});

// The pause and cancel forms stop what they cannot send beside the field it is about, point the
// field at its message (aria-invalid, aria-describedby) and move focus there; nothing is sent.
// Asked to confirm, they show the server's preview: what the change does to the money, and until when.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { answerGraphQL, sentGraphQL } from '@/testing/fake-graphql-fetch';
import { DEADLINE_WORDS, isPreview, previewAnswer } from '@/testing/fake-change-preview';
import { PauseSubscriptionForm } from './pause-subscription-form';
import { CancelSubscriptionForm } from './cancel-subscription-form';

const router = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn(), back: jest.fn(), forward: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => router }));

beforeEach(() => {
  sentGraphQL.length = 0;
  global.fetch = jest.fn() as typeof fetch;
});

/** The message a field points at, when it says it is invalid. */
const errorOf = (field: HTMLElement) => (field.getAttribute('aria-invalid') === 'true' ? document.getElementById(field.getAttribute('aria-describedby')!)?.textContent : null);

const CHANGEABLE = ['2026-12-10', '2026-12-11', '2026-12-12', '2026-12-20'];

/** Answers the change with `body`, and the preview with `preview`. */
const answer = (body: unknown, preview: unknown = previewAnswer()) => answerGraphQL((request) => (isPreview(request) ? preview : body));
const changes = () => sentGraphQL.filter((s) => !isPreview(s));

describe('pause', () => {
  it.each([
    ['no start', 'From', 'Please choose both dates.', '', '2026-12-11'],
    ['no end', 'To', 'Please choose both dates.', '2026-12-10', ''],
    ['an end before the start', 'To', 'The pause must end on or after the day it starts.', '2026-12-11', '2026-12-10'],
    ['no delivery in the range', 'To', 'You have no deliveries you can still change from Sun, 13 Dec 2026 to Mon, 14 Dec 2026.', '2026-12-13', '2026-12-14'],
  ])('%s: the message is beside %s, which takes focus', async (_, focused, message, from, to) => {
    render(<PauseSubscriptionForm suborderId="s-1" suborderNo="DM1-1" changeable={CHANGEABLE} />);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: from } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: to } });
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    const field = screen.getByLabelText(focused);
    await waitFor(() => expect(errorOf(field)).toBe(message));
    expect(document.activeElement).toBe(field);
    expect(errorOf(screen.getByLabelText(focused === 'From' ? 'To' : 'From'))).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('a range it can send asks to confirm, and a changed date clears the message', async () => {
    render(<PauseSubscriptionForm suborderId="s-1" suborderNo="DM1-1" changeable={CHANGEABLE} />);
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-12-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(errorOf(screen.getByLabelText('To'))).toBe('The pause must end on or after the day it starts.'));
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-12-11' } });
    await waitFor(() => expect(errorOf(screen.getByLabelText('To'))).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(await screen.findByRole('dialog', { name: 'Pause 2 deliveries?' })).toBeTruthy();
  });

  it('confirmed, the pause is sent with its two dates', async () => {
    answer({ data: { pauseSubscription: { statusCode: 200, message: '2 deliveries paused.', suborder: { id: 's-1', endDate: '2026-12-31' } } } });
    render(<PauseSubscriptionForm suborderId="s-1" suborderNo="DM1-1" changeable={CHANGEABLE} />);
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-12-11' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Pause 2 deliveries' }));
    await waitFor(() => expect(changes()).toHaveLength(1));
    expect(changes()[0].variables).toEqual({ suborderId: 's-1', from: '2026-12-10', to: '2026-12-11' });
  });

  it('asked to confirm, the dialog shows the preview of the pause and until when it can be changed', async () => {
    answer({}, previewAnswer());
    render(<PauseSubscriptionForm suborderId="s-1" suborderNo="DM1-1" changeable={CHANGEABLE} />);
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-12-11' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pause 2 deliveries?' });
    await waitFor(() => expect(within(dialog).getByTestId('change-preview').textContent).toBe(`No change to what you pay.You can change this ${DEADLINE_WORDS}.`));
    expect(sentGraphQL.map((s) => s.variables)).toEqual([{ change: { kind: 'PAUSE', suborderId: 's-1', from: '2026-12-10', until: '2026-12-11' } }]);
  });
});

describe('cancel', () => {
  const renderCancel = () => render(<CancelSubscriptionForm suborderId="s-1" suborderNo="DM1-1" changeable={CHANGEABLE} paid={false} />);

  it('without a reason: the message is beside the reasons, the first reason takes focus', async () => {
    renderCancel();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel deliveries' }));
    const first = screen.getByRole('radio', { name: 'It is too expensive' });
    await waitFor(() => expect(errorOf(first)).toBe('Please choose a reason.'));
    expect(document.activeElement).toBe(first);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('"Other" without a word: the message is beside the note, which takes focus; a reason then asks to confirm', async () => {
    renderCancel();
    fireEvent.click(screen.getByRole('radio', { name: 'Other' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel deliveries' }));
    const note = screen.getByLabelText(/^Anything else\?/);
    await waitFor(() => expect(errorOf(note)).toBe('Please tell us why in a few words.'));
    expect(document.activeElement).toBe(note);
    expect(errorOf(screen.getByRole('radio', { name: 'Other' }))).toBeNull();
    fireEvent.change(note, { target: { value: 'We adopted a cat' } });
    await waitFor(() => expect(errorOf(note)).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Cancel deliveries' }));
    expect(await screen.findByRole('dialog', { name: /^Cancel 4 deliveries\?/ })).toBeTruthy();
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('confirmed, the cancel is sent with its day, reason and words, and where the money goes when paid', async () => {
    answer({ data: { cancelSubscription: { statusCode: 200, message: 'Cancelled.', suborder: { id: 's-1', status: 'CANCELLED' } } } });
    render(<CancelSubscriptionForm suborderId="s-1" suborderNo="DM1-1" changeable={CHANGEABLE} paid />);
    fireEvent.change(screen.getByLabelText('Cancel from'), { target: { value: '2026-12-11' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Other' }));
    fireEvent.change(screen.getByLabelText(/^Anything else\?/), { target: { value: ' We adopted a cat ' } });
    fireEvent.click(screen.getByRole('radio', { name: /^A refund to my UPI id/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel deliveries' }));
    const dialog = await screen.findByRole('dialog', { name: /^Cancel 3 deliveries\?/ });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel deliveries' }));
    await waitFor(() => expect(changes()).toHaveLength(1));
    expect(changes()[0].variables).toEqual({ suborderId: 's-1', from: '2026-12-11', reason: 'OTHER', note: 'We adopted a cat', refundTo: 'UPI' });
  });

  it('asked to confirm, the dialog shows what comes back and where, with the credit note and the deadline', async () => {
    answer({}, previewAnswer({ amountBack: 72000, backTo: 'WALLET', documents: ['credit note'] }));
    render(<CancelSubscriptionForm suborderId="s-1" suborderNo="DM1-1" changeable={CHANGEABLE} paid />);
    fireEvent.click(screen.getByRole('radio', { name: 'It is too expensive' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel deliveries' }));
    const dialog = await screen.findByRole('dialog', { name: /^Cancel 4 deliveries\?/ });
    await waitFor(() => expect(within(dialog).getByTestId('change-preview').textContent).toBe(`₹720.00 back to your wallet. You get a credit note.You can change this ${DEADLINE_WORDS}.`));
    expect(sentGraphQL.map((s) => s.variables)).toEqual([{ change: { kind: 'CANCEL', suborderId: 's-1', from: '2026-12-10', reason: 'TOO_EXPENSIVE', refundTo: 'WALLET' } }]);
  });

  it('a refused cancel is said in the server\'s words and can still be confirmed (the server decides)', async () => {
    answer({ errors: [{ message: 'Nothing was cancelled: the earliest day you can cancel from is Fri, 11 Dec 2026.', extensions: { code: 'BAD_USER_INPUT' } }] }, previewAnswer({ allowed: false, whyNot: 'Nothing was cancelled: the earliest day you can cancel from is Fri, 11 Dec 2026.' }));
    renderCancel();
    fireEvent.click(screen.getByRole('radio', { name: 'It is too expensive' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel deliveries' }));
    const dialog = await screen.findByRole('dialog', { name: /^Cancel 4 deliveries\?/ });
    await waitFor(() => expect(within(dialog).getByTestId('change-preview').textContent).toContain('Nothing was cancelled: the earliest day you can cancel from is Fri, 11 Dec 2026.'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel deliveries' }));
    await waitFor(() => expect(changes()).toHaveLength(1));
  });

  it('a day the server refuses is said beside "Cancel from"', async () => {
    const why = 'Nothing was cancelled: the earliest day you can cancel from is Fri, 11 Dec 2026.';
    answer({ errors: [{ message: why, extensions: { code: 'BAD_USER_INPUT', field: 'from' } }] });
    renderCancel();
    fireEvent.click(screen.getByRole('radio', { name: 'It is too expensive' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel deliveries' }));
    const dialog = await screen.findByRole('dialog', { name: /^Cancel 4 deliveries\?/ });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel deliveries' }));
    const from = screen.getByLabelText('Cancel from');
    await waitFor(() => expect(from.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(from.getAttribute('aria-describedby')!)?.textContent).toBe(why);
  });
});

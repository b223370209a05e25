// The pause and cancel forms stop what they cannot send beside the field it is about, point the
// field at its message (aria-invalid, aria-describedby) and move focus there; nothing is sent.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { answerGraphQL, sentGraphQL } from '@/testing/fake-graphql-fetch';
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
    answerGraphQL({ data: { pauseSubscription: { statusCode: 200, message: '2 deliveries paused.', suborder: { id: 's-1', endDate: '2026-12-31' } } } });
    render(<PauseSubscriptionForm suborderId="s-1" suborderNo="DM1-1" changeable={CHANGEABLE} />);
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-12-11' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Pause 2 deliveries' }));
    await waitFor(() => expect(sentGraphQL).toHaveLength(1));
    expect(sentGraphQL[0].variables).toEqual({ suborderId: 's-1', from: '2026-12-10', to: '2026-12-11' });
  });
});

describe('cancel', () => {
  const renderCancel = () => render(<CancelSubscriptionForm suborderId="s-1" suborderNo="DM1-1" changeable={CHANGEABLE} paid={false} />);

  it('without a reason: the message is beside the reasons, the first reason takes focus', () => {
    renderCancel();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel deliveries' }));
    const first = screen.getByRole('radio', { name: 'It is too expensive' });
    expect(document.activeElement).toBe(first);
    expect(errorOf(first)).toBe('Please choose a reason.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('"Other" without a word: the message is beside the note, which takes focus; a reason then asks to confirm', () => {
    renderCancel();
    fireEvent.click(screen.getByRole('radio', { name: 'Other' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel deliveries' }));
    const note = screen.getByLabelText(/^Anything else\?/);
    expect(document.activeElement).toBe(note);
    expect(errorOf(note)).toBe('Please tell us why in a few words.');
    expect(errorOf(screen.getByRole('radio', { name: 'Other' }))).toBeNull();
    fireEvent.change(note, { target: { value: 'We adopted a cat' } });
    expect(errorOf(note)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel deliveries' }));
    expect(screen.getByRole('dialog', { name: /^Cancel 4 deliveries\?/ })).toBeTruthy();
    expect(global.fetch).not.toHaveBeenCalled();
  });
});

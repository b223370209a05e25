import { flushOutbox, queueAction, readOutbox, removeQueued, type OutboxAction } from './rider-outbox';
import type { GraphQLOutcome } from './graphql';

const OFFLINE: GraphQLOutcome<unknown> = { ok: false, error: { message: 'Network connection lost. Please check your connection and try again.' } };
const SENT: GraphQLOutcome<unknown> = { ok: true, data: {} };
const refusedWith = (message: string): GraphQLOutcome<unknown> => ({ ok: false, error: { message, code: 'BAD_USER_INPUT' } });

beforeEach(() => localStorage.clear());

describe('the rider’s outbox', () => {
  test('keeps what was queued across reads, a newer action for a drop replacing the older', () => {
    queueAction({ kind: 'deliver', deliveryId: 'd1', code: '1234' }, 'Delivered: Asha');
    queueAction({ kind: 'notDeliver', deliveryId: 'd2', reason: 'NOT_HOME', note: null }, 'Couldn’t deliver: Babu');
    queueAction({ kind: 'deliver', deliveryId: 'd1', code: '4321' }, 'Delivered: Asha');
    expect(readOutbox().map((a) => [a.deliveryId, a.kind === 'deliver' ? a.code : a.reason])).toEqual([
      ['d2', 'NOT_HOME'],
      ['d1', '4321'],
    ]);
    removeQueued(readOutbox()[0].id);
    expect(readOutbox().map((a) => a.deliveryId)).toEqual(['d1']);
  });

  test('sends in order; a refusal leaves the queue with its reason; no network keeps the rest for later', async () => {
    queueAction({ kind: 'deliver', deliveryId: 'd1', code: '1234' }, 'Delivered: Asha');
    queueAction({ kind: 'deliver', deliveryId: 'd2', code: '0000' }, 'Delivered: Babu');
    queueAction({ kind: 'deliver', deliveryId: 'd3', code: '5555' }, 'Delivered: Chitra');
    queueAction({ kind: 'deliver', deliveryId: 'd4', code: '7777' }, 'Delivered: Deepa');
    const answers: Record<string, GraphQLOutcome<unknown>> = { d1: SENT, d2: refusedWith('That code is not right. 4 tries left.'), d3: OFFLINE, d4: SENT };
    const tried: string[] = [];
    const send = async (a: OutboxAction) => {
      tried.push(a.deliveryId);
      return answers[a.deliveryId];
    };
    expect(await flushOutbox(send)).toEqual({ sent: 1, refused: [{ label: 'Delivered: Babu', message: 'That code is not right. 4 tries left.' }] });
    expect(tried).toEqual(['d1', 'd2', 'd3']);
    expect(readOutbox().map((a) => a.deliveryId)).toEqual(['d3', 'd4']);

    answers.d3 = SENT;
    expect(await flushOutbox(send)).toEqual({ sent: 2, refused: [] });
    expect(readOutbox()).toEqual([]);
  });
});

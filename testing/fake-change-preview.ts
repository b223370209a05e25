// For jsdom component tests of the change dialogs: a previewDeliveryChange answer as the server
// gives it (nothing changes, the customer's deadline for Thu 10 Dec), with the fields a test sets.
import { cutoffTimeWords } from '@/lib/domain/delivery-dates';
import type { SentGraphQL } from './fake-graphql-fetch';

/** The customer's deadline for a delivery on Thu, 10 Dec, in deadlineWords' words. */
export const DEADLINE_WORDS = `until ${cutoffTimeWords()} on Wed, 9 Dec`;

export function previewAnswer(fields: Record<string, unknown> = {}) {
  return {
    data: {
      previewDeliveryChange: { allowed: true, whyNot: null, deadline: '2026-12-09T16:30:00.000Z', deadlineWords: DEADLINE_WORDS, amountMore: 0, fromWallet: 0, dueByUpi: 0, amountBack: 0, backTo: null, documents: [], ...fields },
    },
  };
}

/** Whether a request is the preview (the dialogs ask for it on their own as their inputs settle). */
export const isPreview = (request: SentGraphQL) => request.query.includes('previewDeliveryChange');

// Wallet, top-up and refund-queue inputs.
import { z } from 'zod';
import { id, paging, requiredText, rupees } from './fields';
import { utr } from './payment-input';
import { MAX_TOP_UP, topUpAmountError } from '../wallet';
import { MAX_REJECTION_REASON } from '../payment-status';
import { UPI_ID_MESSAGE, parseUpiId } from '../upi-id';

const paise = z.number().int('Please enter a whole amount in paise.').min(1, 'The amount must be more than zero.');

export const getWalletInput = z.object({ userId: id.nullish() });
/** A top-up's amount in paise: whole, between the smallest and the largest top-up (lib/domain/wallet.ts). */
const topUpAmount = z
  .number()
  .int('Please enter a whole amount.')
  .superRefine((paise, ctx) => {
    const problem = topUpAmountError(paise);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
export const topUpWalletInput = z.object({ amount: topUpAmount });
export const confirmTopUpInput = z.object({ topUpId: id });
/** The reason the customer reads (on the top-up page and by SMS) when their proof is rejected. */
export const rejectTopUpInput = z.object({ topUpId: id, reason: requiredText('reason for rejecting the top-up', MAX_REJECTION_REASON) });

/** The reason the customer reads beside an admin's goodwill credit. */
export const MAX_CREDIT_REASON = 200;
export const giveWalletCreditInput = z.object({ userId: id, amount: paise.max(MAX_TOP_UP), reason: requiredText('reason', MAX_CREDIT_REASON) });

export const payOutWalletInput = z.object({ userId: id, amount: paise.max(100_000_000), utr });

export const getRefundsInput = z.object({ status: z.enum(['DUE', 'PAID']).nullish(), ...paging });
export const markRefundPaidInput = z.object({ refundId: id, utr });

/** The customer's UPI id, in lower case; an empty string removes it. */
export const updateUpiIdInput = z.object({
  upiId: z.string().transform((text, ctx) => {
    if (!text.trim()) return null;
    const parsed = parseUpiId(text);
    if (!parsed) ctx.addIssue({ code: 'custom', message: UPI_ID_MESSAGE });
    return parsed ?? z.NEVER;
  }),
});

// The forms that ask for these, in the browser: the amounts as typed in rupees, then the same rules.

/** Adding money to one's wallet (/profile/wallet): topUpWallet's own amount rule, typed in rupees. */
export const topUpForm = z.object({ amount: rupees.pipe(topUpWalletInput.shape.amount) });

/** The admin's goodwill credit on a customer's page. */
export const giveWalletCreditForm = z.object({ amount: rupees.pipe(giveWalletCreditInput.shape.amount), reason: giveWalletCreditInput.shape.reason });

/** A payout of a customer's wallet, recorded after paying it from the bank app. */
export const payOutWalletForm = z.object({ amount: rupees.pipe(payOutWalletInput.shape.amount), utr });

/** A refund paid from the bank app: its UTR. */
export const markRefundPaidForm = markRefundPaidInput.pick({ utr: true });


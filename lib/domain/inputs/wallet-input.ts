// Wallet, top-up and refund-queue inputs.
import { z } from 'zod';
import { id, paging, requiredText } from './fields';
import { utr } from './payment-input';
import { MAX_TOP_UP } from '../wallet';

const paise = z.number().int('Please enter a whole amount in paise.').min(1, 'The amount must be more than zero.');

export const getWalletInput = z.object({ userId: id.nullish() });
export const topUpWalletInput = z.object({ amount: paise.max(MAX_TOP_UP) });
export const confirmTopUpInput = z.object({ topUpId: id });

/** The reason the customer reads beside an admin's goodwill credit. */
export const MAX_CREDIT_REASON = 200;
export const giveWalletCreditInput = z.object({ userId: id, amount: paise.max(MAX_TOP_UP), reason: requiredText('reason', MAX_CREDIT_REASON) });

export const payOutWalletInput = z.object({ userId: id, amount: paise.max(100_000_000), utr });

export const getRefundsInput = z.object({ status: z.enum(['DUE', 'PAID']).nullish(), ...paging });
export const markRefundPaidInput = z.object({ refundId: id, utr });

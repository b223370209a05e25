// Proof of payment with its UTR, and the admin's bank statement uploads and layouts.
import { z } from 'zod';
import { id, requiredText } from './fields';
import { UTR_MESSAGES, normalizeUtr } from '../utr';
import { MAX_BANK_NAME } from '../bank-statement-layout';

/** The UPI transaction reference as typed ("6123 4567 8901"), parsed to its 12 digits. */
export const utr = z.string({ error: UTR_MESSAGES.required }).transform((text, ctx) => {
  const digits = normalizeUtr(text);
  if (!digits) {
    ctx.addIssue({ code: 'custom', message: text.trim() ? UTR_MESSAGES.invalid : UTR_MESSAGES.required });
    return z.NEVER;
  }
  return digits;
});

/** updatePaymentScreenshot: the UTR may be left out by clients that do not ask for it yet. */
export const updatePaymentScreenshotInput = z.object({ order: id, screenshot: id, utr: utr.nullish() });

export const submitPaymentProofInput = z.object({ paymentId: id, screenshot: id, utr });

export const CHOOSE_SCREENSHOT_FIRST = 'Please choose your payment screenshot first.';
/**
 * The customer's proof form (an order's payment, a wallet top-up) in the browser: the uploaded
 * screenshot's id and the UTR as typed, with the server's own UTR rule, so both problems show at once.
 */
export const paymentProofFormSchema = z.object({ screenshot: z.string().min(1, CHOOSE_SCREENSHOT_FIRST), utr });
export type PaymentProofForm = z.input<typeof paymentProofFormSchema>;

/** A statement file as the browser sends it: base64 (the GraphQL route caps the body at 7 MB). */
export const bankStatementFileInput = z.object({
  base64: z.string().min(1, 'Please choose the statement file.').max(7 * 1024 * 1024),
  fileName: z.string().trim().min(1, 'Please choose the statement file.').max(200),
});

const column = z.number().int().min(0).max(99);

export const saveBankLayoutInput = z.object({
  bankName: requiredText('name of the bank', MAX_BANK_NAME),
  /** the header row as the preview showed it */
  headers: z.array(z.string().max(200)).min(3).max(100),
  columns: z.object({ date: column, narration: column, credit: column, reference: column.nullish(), direction: column.nullish() }),
});
export type SaveBankLayoutInput = z.infer<typeof saveBankLayoutInput>;

// Where and how to pay, from configuration (payment.upi.id, vpa.name, the paymentMessage and the
// bank.* keys). Pure, so the fallbacks are tested.
import 'server-only';
export const DEFAULT_PAYMENT_MESSAGE =
  'Please pay using any UPI app or by bank transfer, then attach a screenshot of the payment so we can confirm your order.';

export type PaymentDetails = {
  message: string;
  /** null when no UPI id is configured: the UPI section is left out rather than showing a broken link */
  upi: { upiId: string; payeeName: string } | null;
  bank: { accountName?: string; accountNumber?: string; ifsc?: string; bankName?: string };
};

const clean = (v: string | null | undefined) => v?.trim() || undefined;

export function paymentDetails(
  config: Record<string, string | undefined>,
  messages: { key: string; value: string }[],
  store: { name?: string | null; upiId?: string | null } | null,
): PaymentDetails {
  const upiId = clean(config['payment.upi.id']) ?? clean(store?.upiId);
  const payeeName = clean(config['vpa.name']) ?? clean(store?.name) ?? '';
  return {
    message: clean(messages.find((m) => m.key === 'paymentMessage')?.value) ?? DEFAULT_PAYMENT_MESSAGE,
    upi: upiId ? { upiId, payeeName } : null,
    bank: {
      accountName: clean(config['bank.accountName']),
      accountNumber: clean(config['bank.accountNumber']),
      ifsc: clean(config['bank.ifsc']),
      bankName: clean(config['bank.name']),
    },
  };
}

import 'server-only';
import { getConfigMap } from '@/lib/config/get-configurations';
import { taxRatesFromConfig, type TaxRates } from '@/lib/domain/charges';
import { subscriptionMonthsFromConfig } from '@/lib/domain/delivery-dates';
import { paymentExpiryHoursFromConfig } from '@/lib/domain/payment-deadline';

/** The configuration every cart and order figure depends on, read once per request. */
export type CheckoutSettings = { rates: TaxRates; subscriptionMonths: number; pincodes: string; paymentExpiryHours: number };

export async function checkoutSettings(): Promise<CheckoutSettings> {
  const config = await getConfigMap();
  return {
    rates: taxRatesFromConfig(config),
    subscriptionMonths: subscriptionMonthsFromConfig(config['subscription.months']),
    pincodes: config.pincodes ?? '',
    paymentExpiryHours: paymentExpiryHoursFromConfig(config['payment.expiry.hours']),
  };
}

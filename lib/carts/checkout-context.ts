import 'server-only';
import { getConfigMap } from '@/lib/config/get-configurations';
import { getStore } from '@/lib/store/get-store';
import { taxRatesFromConfig, type TaxRates } from '@/lib/domain/charges';
import { subscriptionMonthsFromConfig } from '@/lib/domain/delivery-dates';
import type { StoreStatus } from '@/lib/domain/store-status';
import { paymentExpiryHoursFromConfig } from '@/lib/domain/payment-deadline';

/**
 * Everything every cart and order figure depends on, read once per request: the configuration and
 * the store's status (open or closed, and the closed dates no schedule may use).
 */
export type CheckoutSettings = { rates: TaxRates; subscriptionMonths: number; pincodes: string; store: StoreStatus; paymentExpiryHours: number };

export async function checkoutSettings(): Promise<CheckoutSettings> {
  const [config, store] = await Promise.all([getConfigMap(), getStore()]);
  return {
    rates: taxRatesFromConfig(config),
    subscriptionMonths: subscriptionMonthsFromConfig(config['subscription.months']),
    pincodes: config.pincodes ?? '',
    store,
    paymentExpiryHours: paymentExpiryHoursFromConfig(config['payment.expiry.hours']),
  };
}

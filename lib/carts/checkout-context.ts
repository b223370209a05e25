import 'server-only';
import { db } from '@/lib/database/db';
import { getConfigMap } from '@/lib/config/get-configurations';
import { getStore } from '@/lib/store/get-store';
import { defaultTaxFromConfig, pricingSettingsFromConfig } from '@/lib/domain/charges';
import { cartPricingOf, type CartPricing } from '@/lib/domain/cart-checkout';
import { subscriptionMonthsFromConfig } from '@/lib/domain/delivery-dates';
import type { PricingSettings } from '@/lib/domain/order-pricing';
import type { StoreStatus } from '@/lib/domain/store-status';
import { paymentExpiryHoursFromConfig } from '@/lib/domain/payment-deadline';

/**
 * Everything every cart and order figure depends on, read once per request: the configuration and
 * the store's status (open or closed, and the closed dates no schedule may use).
 */
export type CheckoutSettings = {
  /** the seller's state and the charge of one drop */
  pricing: PricingSettings;
  /** the rate and HSN code of an item without its own */
  defaultTax: { gstRate: number; hsn: string };
  subscriptionMonths: number;
  pincodes: string;
  store: StoreStatus;
  paymentExpiryHours: number;
};

export async function checkoutSettings(): Promise<CheckoutSettings> {
  const [config, store] = await Promise.all([getConfigMap(), getStore()]);
  return { ...settingsOf(config), store };
}

/**
 * checkoutSettings without the store's status, for placeOrder: it reads the store inside its
 * transaction under the row's lock (readStoreStatusForOrder), so a read before it would be thrown away.
 */
export async function checkoutConfig(): Promise<Omit<CheckoutSettings, 'store'>> {
  return settingsOf(await getConfigMap());
}

function settingsOf(config: Record<string, string>): Omit<CheckoutSettings, 'store'> {
  return {
    pricing: pricingSettingsFromConfig(config),
    defaultTax: defaultTaxFromConfig(config),
    subscriptionMonths: subscriptionMonthsFromConfig(config['subscription.months']),
    pincodes: config.pincodes ?? '',
    paymentExpiryHours: paymentExpiryHoursFromConfig(config['payment.expiry.hours']),
  };
}

/**
 * What the cart page prices with: the settings, the rates of the menu items that differ from the
 * default (any item may be in a guest's cart) and the state of each address the carts may go to.
 */
export async function cartPricing(settings: CheckoutSettings, addresses: readonly { id: string; stateCode: string | null }[], menuItemIds?: readonly string[]): Promise<CartPricing> {
  const { gstRate, hsn } = settings.defaultTax;
  const items = await db.menuItem.findMany({
    where: menuItemIds ? { id: { in: [...menuItemIds] } } : { enabled: true, OR: [{ gstRate: { not: gstRate } }, { hsn: { not: hsn } }] },
    select: { id: true, gstRate: true, hsn: true },
  });
  return cartPricingOf(settings.pricing, settings.defaultTax, items, addresses);
}

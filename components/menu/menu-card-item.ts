// A menu card's data, from a catalogue read on the server or from getMenuItems in the browser.
import type { MenuPageQuery } from '@/lib/client/generated/graphql';
import { dateToDay } from '@/lib/domain/calendar';
import { formatPaise } from '@/lib/domain/money';

type ApiItem = MenuPageQuery['getMenuItems'][number];

/**
 * What a card shows and its Add dialog needs: the same few fields whether the card was rendered on
 * the server (the page's first cards) or in the browser (the rest, from getMenuItems). The API's own
 * type (its slug is the page /menu/<CATEGORY>/<slug>; `available` false: sold out until the kitchen
 * says otherwise; soldOutDates YYYY-MM-DD), with the picture as its URL.
 *
 * Prices come printed (`priceText`): the page's first cards are printed on the server, so hydrating
 * them formats no money. A browser's first Intl.NumberFormat loads ICU's number data (20-30 ms in
 * this machine's Chromium), which otherwise ran in the menu's start-up task, before its first paint
 * (docs/decisions/operations.md, "The menu's prices come printed").
 */
export type MenuCardItem = Omit<ApiItem, 'image' | 'variants'> & {
  image: string | null;
  /** displayPrice printed ("₹60.00"), null when the item has none */
  priceText: string | null;
  variants: (ApiItem['variants'][number] & { priceText: string })[];
};

/** A card's fields from a catalogue read or the API (extra fields left out: they would travel to the browser). */
export function menuCardItem(
  item: Omit<MenuCardItem, 'soldOutDates' | 'priceText' | 'variants'> & { soldOutDates: readonly (Date | string)[]; variants: readonly ApiItem['variants'][number][] },
): MenuCardItem {
  return {
    id: item.id,
    name: item.name,
    slug: item.slug,
    description: item.description,
    image: item.image,
    displayPrice: item.displayPrice,
    priceText: item.displayPrice === null ? null : formatPaise(item.displayPrice),
    unitType: item.unitType,
    foodType: item.foodType,
    category: { categoryEnum: item.category.categoryEnum, title: item.category.title },
    variants: item.variants.map((v) => ({ id: v.id, price: v.price, unit: v.unit, unitType: v.unitType, priceText: formatPaise(v.price) })),
    available: item.available,
    soldOutDates: item.soldOutDates.map((d) => (typeof d === 'string' ? d : dateToDay(d))),
  };
}

// The two questions every page asks the server as it opens: who is logged in, and (for a customer)
// their carts. The root layout's head script sends them before the page's JavaScript has loaded
// (lib/client/viewer-hint.ts); the viewer and cart stores take those answers instead of asking
// again after hydration, so a page's load no longer ends in a waterfall of late requests.
import { graphql } from '@/lib/client/graphql-document';
import type { CategoryCode } from '@/lib/domain/categories';

export const VIEWER_QUERY = graphql(`
  query Viewer {
    me { firstName phoneNumber role { id } }
    selectedCustomer { firstName lastName }
  }
`);

export const GET_CARTS = graphql(`
  query GetCarts {
    getCarts { ...CartFields }
  }
`);

/** localStorage keys of a visitor's carts, kept in the browser until they log in. */
export const GUEST_CART_KEYS: Record<CategoryCode, string> = {
  CDM: '_rdo_v_cdm_cart_data_1',
  PDM: '_rdo_v_pdm_cart_data_1',
  TREATS: '_rdo_v_treats_cart_data_1',
  ADON: '_rdo_v_adon_cart_data_1',
};

/**
 * On an element of a page whose HTML carries the account's carts (the cart page): its hydration
 * seeds the cart store, so neither the head script nor the store asks for them.
 */
export const ACCOUNT_CARTS_ATTRIBUTE = 'data-account-carts';

/** The window properties holding the head script's requests (promises of their JSON answers). */
export const EARLY_REQUEST = { viewer: '__storeViewerRequest', carts: '__storeCartsRequest' } as const;

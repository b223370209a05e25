import 'server-only';
export const cartsTypeDefs = /* GraphQL */ `
  "the four carts: CategoryEnum without the menu's ALL"
  enum CartKind {
    CDM
    PDM
    TREATS
    ADON
  }
  enum BuyOrSubscribe {
    BUY
    SUBSCRIBE
  }
  type CartVariant {
    id: ID!
    price: Int!
    unit: Int!
    unitType: UnitType!
    qty: Int!
  }
  type CartMenuItem {
    id: ID!
    name: String!
    image: Image
    unitType: UnitType!
    specialInstructions: String
    variants: [CartVariant!]!
  }
  type Charges {
    subTotal: Int!
    "the tax of every line, the delivery's included, as the invoice will charge it"
    sGST: Int!
    cGST: Int!
    "to an address in another state than the seller's (then CGST and SGST are 0)"
    iGST: Int!
    "the drops (address and date) this cart carries the charge of; a drop shared with another cart of the checkout is charged once"
    deliveryCharges: Int!
    perDeliveryCharge: Int!
    total: Int!
    totalNumberOfItem: Int!
  }
  type Cart {
    categoryEnum: CategoryEnum!
    categoryId: ID
    categoryTitle: String!
    userId: ID!
    buyOrSubscribe: BuyOrSubscribe!
    "the chosen dates (buy, or a CUSTOM subscription), YYYY-MM-DD"
    deliveryDates: [String!]!
    "EVERYDAY or weekday names (subscription)"
    deliveryDays: [String!]!
    "YYYY-MM-DD: a renewal's next period starts here (never before the first allowed date); null: as soon as possible"
    subscriptionStartsOn: String
    "every date this cart will deliver on, as the server computes it now"
    convertedDateStringArr: [String!]!
    deliveryAddress: Address
    additionalNotes: String
    deliveryRange: String!
    menuItem: [CartMenuItem!]!
    chargesData: Charges!
    "set only in renewSubscription's answer, on the cart it filled: what to check (items left out, the start, an address to choose)"
    notice: String
  }
  input CartVariantInput {
    variantId: ID!
    qty: Int!
  }
  input CartItemInput {
    menuItemId: ID!
    specialInstructions: String
    variants: [CartVariantInput!]!
  }
  input CartInput {
    kind: CartKind!
    buyOrSubscribe: BuyOrSubscribe!
    deliveryDates: [String!]!
    deliveryDays: [String!]!
    subscriptionStartsOn: String
    addressId: ID
    additionalNotes: String
    items: [CartItemInput!]!
  }
  extend type Query {
    "the viewer's four carts (CDM, PDM, TREATS, ADON)"
    getCarts: [Cart!]!
  }
  extend type Mutation {
    saveCart(cart: CartInput!): [Cart!]!
    "at login: add the carts kept in the browser while logged out"
    mergeGuestCarts(carts: [CartInput!]!): [Cart!]!
    "owner, or an admin ordering for that customer: the subscription's items, sizes and schedule go into the viewer's cart of its kind for the next period (from the day after its last delivery), at today's prices"
    renewSubscription(suborderId: ID!): [Cart!]!
  }
`;

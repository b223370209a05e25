import 'server-only';
// The menu editor's operations (docs/api.md). Admin only.
export const menuEditorTypeDefs = /* GraphQL */ `
  input MenuItemVariantInput {
    "an existing size's id; left out for a new size"
    id: ID
    unit: Int!
    unitType: UnitType!
    "paise"
    price: Int!
  }

  input MenuItemInput {
    name: String!
    description: String
    categoryId: ID!
    foodType: FoodType
    "an upload's id (uploadImage(kind: menu)); left out to keep the item's picture"
    imageId: ID
    "4, 6 or 8 digits"
    hsn: String!
    "total GST in tenths of a percent (50 = 5 %)"
    gstRate: Int!
    sortOrder: Int
    "false: shown as sold out and not orderable until made available again (default true)"
    available: Boolean
    "delivery dates (YYYY-MM-DD) on which the item is sold out"
    soldOutDates: [String!]
    "what it is made of, largest share first (left out: none)"
    ingredients: [String!]
    "per 100 g as served (left out: none)"
    nutrition: NutritionInput
    "how much a day by the dog's weight, lightest dog first (left out: none)"
    portionGuide: [PortionRowInput!]
    "the sizes the item is sold in: the ones left out are taken off the menu (kept for old orders)"
    variants: [MenuItemVariantInput!]!
  }

  extend type MenuItem {
    "false: shown as sold out and not orderable on any date"
    available: Boolean!
    "delivery dates (YYYY-MM-DD) on which it is sold out"
    soldOutDates: [String!]!
    "false once archived (off the menu; kept for the orders that have it)"
    enabled: Boolean!
  }

  extend type Mutation {
    "Admin: adds an item to the menu."
    createMenuItem(input: MenuItemInput!): MenuItem!
    "Admin: changes an item. Orders already placed keep their own names and prices."
    updateMenuItem(id: ID!, input: MenuItemInput!): MenuItem!
    "Admin: takes an item off the menu for good; orders that have it keep it."
    archiveMenuItem(id: ID!): MenuItem!
  }
`;

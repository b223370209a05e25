import 'server-only';
export const catalogTypeDefs = /* GraphQL */ `
  enum CategoryEnum {
    ALL
    CDM
    PDM
    TREATS
    ADON
  }
  enum UnitType {
    GRAMS
    ML
    PIECES
  }

  "veg or non-veg (spec section 4, food types)"
  enum FoodType {
    veg
    nonveg
  }

  type Image {
    id: ID
    url: String
  }

  type Category {
    id: ID!
    title: String!
    description: String
    "a category is one of the four carts, never the menu's ALL"
    categoryEnum: CartKind!
    image: String
  }

  type Variant {
    id: ID!
    "paise"
    price: Int!
    unit: Int!
    unitType: UnitType!
  }

  type MenuItem {
    id: ID!
    name: String!
    "lowest variant price, paise"
    displayPrice: Int
    unitType: UnitType!
    "veg or nonveg; null when the kitchen has not said"
    foodType: FoodType
    description: String
    image: Image
    category: Category!
    "the HSN code printed on its invoice lines"
    hsn: String
    "total GST in tenths of a percent (50 = 5 %): CGST + SGST within the seller's state, IGST beyond"
    gstRate: Int
    createdAt: String!
    updatedAt: String!
    variants: [Variant!]!
    "the last part of its page's address, /menu/<CATEGORY>/<slug>: unique within its category, kept when the name changes once published"
    slug: String!
    "what it is made of, largest share first"
    ingredients: [String!]!
    "per 100 g as served; null when the kitchen has not said"
    nutrition: Nutrition
    "how much a day by the dog's weight, lightest dog first; empty when the kitchen has not said"
    portionGuide: [PortionRow!]!
  }

  "per 100 g as served: energy in kcal, the rest in grams"
  type Nutrition {
    energyKcal: Int!
    proteinG: Float!
    fatG: Float!
    fibreG: Float!
    moistureG: Float!
  }

  "a dog of dogWeightKg gets perDay a day, in the item's unit type (grams, ml or pieces)"
  type PortionRow {
    dogWeightKg: Int!
    perDay: Int!
  }

  "for the menu editor: per 100 g as served (lib/domain/menu-item-details.ts checks it)"
  input NutritionInput {
    energyKcal: Int!
    proteinG: Float!
    fatG: Float!
    fibreG: Float!
    moistureG: Float!
  }

  "for the menu editor: one row of the portion guide"
  input PortionRowInput {
    dogWeightKg: Int!
    perDay: Int!
  }

  type HeroImages {
    desktopUrl: String
    mobileUrl: String
    "the store's headline is printed over the desktop picture"
    desktopHeadline: Boolean!
    "the same for phones (the desktop picture's choice when there is no mobile picture)"
    mobileHeadline: Boolean!
  }

  type Query {
    getCategories: [Category!]!
    "category: a category id or code; roleId is accepted for compatibility and has no effect"
    getMenuItems(category: ID, skip: Int, limit: Int, roleId: Int): [MenuItem!]!
    getHeroImages: HeroImages!
    "one enabled item by its page's address; null when there is none"
    getMenuItem(category: CategoryEnum!, slug: String!): MenuItem
  }
`;

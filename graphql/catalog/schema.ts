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
    categoryEnum: CategoryEnum!
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
  }

  type HeroImages {
    desktopUrl: String
    mobileUrl: String
  }

  type Query {
    getCategories: [Category!]!
    "category: a category id or code; roleId is accepted for compatibility and has no effect"
    getMenuItems(category: ID, skip: Int, limit: Int, roleId: Int): [MenuItem!]!
    getHeroImages: HeroImages!
  }
`;

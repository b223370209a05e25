// Saved delivery addresses. The Address type itself lives in users/schema.ts.
// LocationInput's text fields are nullable on purpose: a missing one is reported by the resolver's
// validation with `extensions.field`, which the address form shows beside the field.
import 'server-only';
export const addressesTypeDefs = /* GraphQL */ `
  input LocationInput {
    "set to update that address; omit to add one"
    id: ID
    title: String!
    lineOne: String!
    linetwo: String
    city: String!
    state: String!
    "a 6-digit Indian PIN; meals and add-ons only go to the configured Bengaluru PINs"
    zipCode: String!
    "both or neither"
    latitude: Float
    longitude: Float
    dropNote: String
    "id of an uploaded image (kind locations)"
    image: ID
    "whose address: an admin acting for a customer; customers may omit it"
    userId: ID
  }
  type RemoveLocationResult {
    status: Boolean!
  }
  extend type Query {
    getUserLocations(userId: ID!): [Address!]!
  }
  extend type Mutation {
    """
    at most 20 saved addresses per user. Editing an address that coming deliveries use (Address.comingDeliveries > 0):
    moveComingDeliveries true moves those still before their cutoff to the edited address (their copies change; each
    order is messaged; refused, with nothing saved, when the edited address cannot take them); false or left out keeps
    every delivery on the copy it has. Ignored when adding an address
    """
    addOrUpdateUserLocation(location: LocationInput!, moveComingDeliveries: Boolean): Address!
    "hides the address (past orders keep it) and clears it from the user's carts"
    removeUserLocation(id: ID!): RemoveLocationResult!
    "marks the address as its owner's default: every cart it serves starts with it (one per customer)"
    setDefaultAddress(id: ID!): Address!
  }
`;

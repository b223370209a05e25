// Riders and their routes, a drop's outcome at the door, missed drops and couriers.
import 'server-only';
export const ridersTypeDefs = /* GraphQL */ `
  "a user with roleId 3: logs in with a phone code and sees only their route"
  type Rider {
    id: ID!
    firstName: String
    lastName: String
    phoneNumber: String!
    "false: switched off (cannot log in or be given drops)"
    active: Boolean!
    "drops assigned to them today (Bengaluru) that are not cancelled"
    stopsToday: Int!
  }
  type RiderRef {
    id: ID!
    firstName: String
  }
  type RiderName {
    firstName: String
  }
  enum ProofKind {
    CODE
    PHOTO
  }
  enum NotDeliveredReason {
    NOT_HOME
    WRONG_ADDRESS
    NO_ACCESS
    REFUSED
    DOG_UNWELL
    OTHER
  }
  enum MissedDeliveryAction {
    MAKE_UP
    CREDIT
  }
  "how a drop was proved handed over: the customer's code (used at) or the rider's photo"
  type DeliveryProof {
    kind: ProofKind!
    "a PHOTO's picture (the customer, the rider who took it and admins may open it)"
    photoUrl: String
    "ISO time"
    at: String!
  }
  "why the rider could not hand a drop over"
  type DeliveryFailure {
    reason: NotDeliveredReason!
    note: String
    "ISO time"
    at: String!
    "a photo of the door, when the rider took one"
    photoUrl: String
  }
  type Shipment {
    courier: String!
    "the airway bill number"
    awb: String!
    "the courier's tracking page for it"
    trackingUrl: String
  }
  "how the owner settled a missed drop"
  type MissedResolution {
    action: MissedDeliveryAction!
    "ISO time"
    at: String!
  }
  extend type Delivery {
    "the rider it is assigned to (first name only)"
    rider: RiderName
    "the 4 digits to tell the rider at the door, until it is delivered: the customer and admins only; null for others"
    deliveryCode: String
    "how it was proved delivered"
    proof: DeliveryProof
    "why it could not be delivered"
    failure: DeliveryFailure
    "how the owner settled it after it was missed"
    missedResolution: MissedResolution
    "sent by courier"
    shipment: Shipment
    "its place in its rider's route that day, from 1"
    routePosition: Int
    "its order's number (set in lists across orders: getMissedDeliveries)"
    orderNumber: String
    "its customer's name (set in lists across orders: getMissedDeliveries)"
    customerName: String
  }
  type StopDelivery {
    id: ID!
    status: OrderStatus!
    "YYYY-MM-DD"
    deliveryDate: String!
  }
  "one drop of a route; drops with the same stopKey are one stop, handed over together"
  type Stop {
    position: Int!
    stopKey: String!
    delivery: StopDelivery!
    orderNumber: String!
    customerName: String!
    phoneNumber: String!
    "the address on one line"
    address: String
    latitude: Float
    longitude: Float
    mapUrl: String
    dropNote: String
    "what to hand over"
    items: [OrderItem!]!
    "false: hand it over marked unpaid"
    paid: Boolean!
    "five wrong codes: only a photo proves it now"
    codeLocked: Boolean!
    proof: DeliveryProof
    failure: DeliveryFailure
  }
  type Route {
    "YYYY-MM-DD"
    date: String!
    rider: RiderRef!
    "startRoute was called that day"
    started: Boolean!
    stops: [Stop!]!
  }
  type AssignResult {
    statusCode: Int!
    message: String!
    "deliveries that changed rider"
    count: Int!
  }
  type MissedDeliveryList {
    count: Int!
    deliveries: [Delivery!]!
  }
  extend type Query {
    "admin: every rider, active ones first"
    getRiders: [Rider!]!
    "a rider's drops of the day in route order (date YYYY-MM-DD, default today in Bengaluru); riderId is for admins, a rider sees their own"
    getRoute(date: String, riderId: ID): Route!
    "admin: drops the riders could not make, not yet settled, oldest day first (date: only that day)"
    getMissedDeliveries(date: String, skip: Int, limit: Int): MissedDeliveryList!
  }
  extend type Mutation {
    "admin: a new rider (an existing customer's or admin's number is CONFLICT)"
    addRider(countryCode: String!, phoneNumber: String!, firstName: String!, lastName: String): User!
    "admin: switch a rider off (no login, no new drops; their sessions end) or on"
    setRiderActive(riderId: ID!, active: Boolean!): Rider!
    "admin: give drops (today or later, not final) to a rider, or take them back (riderId null); each drop brings the rest of its stop; the routes are ordered again"
    assignDeliveries(deliveryIds: [ID!]!, riderId: ID): AssignResult!
    "admin: a rider's route of the day in this order (every drop of it; a stop's drops stay together)"
    reorderRoute(date: String!, riderId: ID!, deliveryIds: [ID!]!): Route!
    "the rider: sets off with today's drops; each goes out (ASSIGNED) and its customer is told, with the delivery code"
    startRoute(date: String): Route!
    "the drop's rider or an admin, on its day: handed over, proved by the customer's 4-digit code or an uploaded photo (kind DELIVERY_PROOF); the rest of its stop with it"
    markDelivered(deliveryId: ID!, code: String, photoId: ID): Delivery!
    "the drop's rider or an admin, on its day: could not hand it over (and the rest of its stop); photoId: a photo of the door"
    markNotDelivered(deliveryId: ID!, reason: NotDeliveredReason!, note: String, photoId: ID): Delivery!
    "who marked it, or an admin, within 10 seconds: takes back a Delivered or Couldn't deliver"
    undoDropOutcome(deliveryId: ID!): Delivery!
    "admin: settle a missed drop once: MAKE_UP adds a day after the last (as a skip does); CREDIT gives its share back (credit note; refundTo WALLET, the default, or UPI). The customer is told."
    resolveMissedDelivery(deliveryId: ID!, action: MissedDeliveryAction!, refundTo: RefundDestination): SuborderChange!
    "admin: a delivery goes with a courier (a name in the couriers setting) under this AWB; the customer is sent the tracking link"
    setShipment(deliveryId: ID!, courier: String!, awb: String!): Delivery!
  }
`;

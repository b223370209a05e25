import 'server-only';
import { isRider } from '@/lib/auth/viewer';
import {
  addRiderInput,
  assignDeliveriesInput,
  getMissedDeliveriesInput,
  getRouteInput,
  markDeliveredInput,
  markNotDeliveredInput,
  reorderRouteInput,
  resolveMissedDeliveryInput,
  setRiderActiveInput,
  setShipmentInput,
  startRouteInput,
  undoDropOutcomeInput,
} from '@/lib/domain/inputs/rider-input';
import { addRider } from '@/lib/riders/add-rider';
import { assignDeliveries } from '@/lib/riders/assign-deliveries';
import { getRoute } from '@/lib/riders/get-route';
import { listMissedDeliveries } from '@/lib/riders/list-missed-deliveries';
import { listRiders } from '@/lib/riders/list-riders';
import { markDelivered } from '@/lib/riders/mark-delivered';
import { markNotDelivered } from '@/lib/riders/mark-not-delivered';
import { reorderRoute } from '@/lib/riders/reorder-route';
import { resolveMissedDelivery } from '@/lib/riders/resolve-missed-delivery';
import { setRiderActive } from '@/lib/riders/set-rider-active';
import { startRoute } from '@/lib/riders/start-route';
import { undoDropOutcome } from '@/lib/riders/undo-drop-outcome';
import { setShipment } from '@/lib/shipments/set-shipment';
import type { Resolvers } from '../generated/resolvers';
import { parseArgs } from '../validate';
import { statusMessage } from '../status-message';

export const ridersArgs = {
  getRoute: getRouteInput,
  getMissedDeliveries: getMissedDeliveriesInput,
  addRider: addRiderInput,
  setRiderActive: setRiderActiveInput,
  assignDeliveries: assignDeliveriesInput,
  reorderRoute: reorderRouteInput,
  startRoute: startRouteInput,
  markDelivered: markDeliveredInput,
  markNotDelivered: markNotDeliveredInput,
  undoDropOutcome: undoDropOutcomeInput,
  setShipment: setShipmentInput,
  resolveMissedDelivery: resolveMissedDeliveryInput,
};

export const ridersResolvers = {
  Query: {
    getRiders: (_, __, ctx) => listRiders(ctx.viewer),
    getRoute: (_, args, ctx) => getRoute(ctx.viewer, parseArgs(ridersArgs.getRoute, args)),
    getMissedDeliveries: (_, args, ctx) => listMissedDeliveries(ctx.viewer, parseArgs(ridersArgs.getMissedDeliveries, args)),
  },
  Mutation: {
    addRider: (_, args, ctx) => addRider(ctx.viewer, parseArgs(ridersArgs.addRider, args)),
    setRiderActive: (_, args, ctx) => setRiderActive(ctx.viewer, parseArgs(ridersArgs.setRiderActive, args)),
    assignDeliveries: (_, args, ctx) => assignDeliveries(ctx.viewer, parseArgs(ridersArgs.assignDeliveries, args)),
    reorderRoute: (_, args, ctx) => reorderRoute(ctx.viewer, parseArgs(ridersArgs.reorderRoute, args)),
    startRoute: (_, args, ctx) => startRoute(ctx.viewer, parseArgs(ridersArgs.startRoute, args)),
    markDelivered: (_, args, ctx) => markDelivered(ctx.viewer, parseArgs(ridersArgs.markDelivered, args)),
    markNotDelivered: (_, args, ctx) => markNotDelivered(ctx.viewer, parseArgs(ridersArgs.markNotDelivered, args)),
    undoDropOutcome: (_, args, ctx) => undoDropOutcome(ctx.viewer, parseArgs(ridersArgs.undoDropOutcome, args)),
    resolveMissedDelivery: async (_, args, ctx) => statusMessage(await resolveMissedDelivery(ctx.viewer, parseArgs(ridersArgs.resolveMissedDelivery, args))),
    setShipment: (_, args, ctx) => setShipment(ctx.viewer, parseArgs(ridersArgs.setShipment, args)),
  },
  Delivery: {
    rider: (d) => d.road.rider,
    // The code is for the customer to give at the door: riders (and anyone not the customer or an
    // admin, who cannot read the delivery anyway) never get it.
    deliveryCode: (d, _, ctx) => (isRider(ctx.viewer) ? null : d.road.deliveryCode),
    proof: (d) => d.road.proof,
    failure: (d) => d.road.failure,
    missedResolution: (d) => (d.road.missed ? { action: d.road.missed.resolution, at: d.road.missed.at } : null),
    shipment: (d) => d.road.shipment,
    routePosition: (d) => d.road.routePosition,
    orderNumber: (d) => ('orderNumber' in d ? (d.orderNumber as string) : null),
    customerName: (d) => ('customerName' in d ? (d.customerName as string) : null),
  },
} satisfies Resolvers;

// Who may call the operations that are not for customers, decided once, before anything about the
// request's input is looked at. The services check again (lib/auth/guards.ts); this is what makes a
// customer's bad input to an admin operation answer FORBIDDEN instead of a BAD_USER_INPUT that
// describes the operation's rules (which field, what length, which values) to someone who may not
// call it at all. It runs as an Apollo plugin so it comes before every check of the input: the
// document's own validation (a wrong literal, an unknown argument), the coercion of variables, the
// text rule (input-hygiene.ts) and each resolver's zod schema.
import 'server-only';
import { GraphQLError, Kind, getOperationAST, type DocumentNode, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';
import type { ApolloServerPlugin, GraphQLRequestContext } from '@apollo/server';
import { isAdmin, isRider, type Viewer } from '@/lib/auth/viewer';
import type { GraphQLContext } from './context';

type Staff = 'admin' | 'rider';

/**
 * Every Query and Mutation field only staff may call, with who may. graphql/staff-only.db.test.ts
 * checks this list against the authorization matrix's table (testing/authorization-expectations.ts):
 * an operation that is admin-only there and missing here fails it.
 */
export const STAFF_ONLY_OPERATIONS: Record<string, readonly Staff[]> = Object.fromEntries([
  ...[
    // users and the admin's selection
    'getUsers', 'previewImportUsers', 'addUser', 'importUsers', 'selectCustomer', 'deselectCustomer', 'setUserRole', 'clearLoginLock',
    // the store, menu and settings
    'getDeliveryAreaRequests', 'getDashboard', 'createHeroImage', 'createMenuItem', 'updateMenuItem', 'archiveMenuItem',
    'updateConfigurations', 'setStoreStatus', 'setCapacity', 'closeDates', 'getAuditLog',
    // orders, dispatch and riders
    'updateOrderStatus', 'updateDeliveryStatus', 'updateDeliveriesStatus', 'getDispatch', 'getRiders', 'getMissedDeliveries',
    'addRider', 'setRiderActive', 'assignDeliveries', 'reorderRoute', 'setShipment', 'resolveMissedDelivery',
    // money
    'confirmPayment', 'rejectPayment', 'extendPaymentDeadline', 'previewBankStatement', 'applyBankStatement', 'saveBankLayout',
    'getTopUpsToReview', 'confirmTopUp', 'rejectTopUp', 'giveWalletCredit', 'payOutWallet', 'getRefunds', 'markRefundPaid', 'getGstReport',
  ].map((name) => [name, ['admin'] as const]),
  // a rider reads their own route; an admin anyone's
  ['getRoute', ['admin', 'rider'] as const],
]);

function mayCall(viewer: Viewer, staff: readonly Staff[]): boolean {
  return (staff.includes('admin') && isAdmin(viewer)) || (staff.includes('rider') && isRider(viewer));
}

/** The root fields an operation asks for, through fragments too. */
function rootFields(document: DocumentNode, operation: OperationDefinitionNode): string[] {
  const fragments = new Map(document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d.selectionSet] as const] : [])));
  const names: string[] = [];
  const seen = new Set<string>();
  const walk = (set: SelectionSetNode) => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) names.push(selection.name.value);
      else if (selection.kind === Kind.INLINE_FRAGMENT) walk(selection.selectionSet);
      else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        const fragment = fragments.get(selection.name.value);
        if (fragment) walk(fragment);
      }
    }
  };
  walk(operation.selectionSet);
  return names;
}

/**
 * The refusal the caller gets for this document, or null when they may run it. With no operation
 * chosen (several in the document, no name), every operation in it counts.
 */
export function staffRefusal(viewer: Viewer | null, document: DocumentNode, operationName?: string | null): GraphQLError | null {
  const chosen = getOperationAST(document, operationName);
  const operations = chosen ? [chosen] : document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  for (const operation of operations) {
    for (const name of rootFields(document, operation)) {
      const staff = STAFF_ONLY_OPERATIONS[name];
      if (!staff || (viewer && mayCall(viewer, staff))) continue;
      // The answer a resolver's refusal gets: 200, the code in the error.
      const http = { status: 200 };
      return viewer
        ? new GraphQLError('You are not allowed to do this.', { extensions: { code: 'FORBIDDEN', http } })
        : new GraphQLError('Please log in to continue.', { extensions: { code: 'UNAUTHENTICATED', http } });
    }
  }
  return null;
}

function refusalFor(ctx: GraphQLRequestContext<GraphQLContext>): GraphQLError | null {
  return ctx.document ? staffRefusal(ctx.contextValue.viewer, ctx.document, ctx.request.operationName) : null;
}

export const staffOnly: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    let refused = false;
    return {
      // A valid document: refused here, before variables are coerced or a resolver runs.
      async didResolveOperation(ctx) {
        const refusal = refusalFor(ctx);
        if (refusal) {
          refused = true;
          throw refusal;
        }
      },
      // A document that failed validation never reaches didResolveOperation: its errors would tell
      // the caller about the operation's arguments, so they are replaced by the refusal.
      async willSendResponse(ctx) {
        if (refused || ctx.response.body.kind !== 'single' || !ctx.response.body.singleResult.errors) return;
        const refusal = refusalFor(ctx);
        if (!refusal) return;
        ctx.response.body.singleResult = { errors: [{ message: refusal.message, extensions: { code: refusal.extensions.code } }] };
        ctx.response.http.status = 200;
      },
    };
  },
};

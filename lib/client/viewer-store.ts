// Who the visitor is, as the browser shows it: the header's navigation, the chat widget's user and
// the admin's controls on the menu. Public pages are the same cached HTML for every visitor, so
// this is learned in the browser (GraphQL `me`) rather than rendered into the page. It only decides
// what is shown: every page and resolver checks the session again on the server.
import 'client-only';
import { gql, takeEarlyAnswer, type ResultOf } from './graphql';
import { useStoreInTransition } from './use-store-in-transition';
import { EARLY_REQUEST, VIEWER_QUERY } from './early-queries';
import { loadState, removeState, saveState } from './persisted-state';
import { ROLE_ADMIN } from '@/lib/domain/roles';
import { fullName } from '@/lib/domain/people';
import { SESSION_CHECKED_ATTRIBUTE, SESSION_HINT_ATTRIBUTE, VIEWER_HINT_KEY } from './viewer-hint';

export { SESSION_CHECKED_ATTRIBUTE, SESSION_HINT_ATTRIBUTE, VIEWER_HINT_KEY };

export type SessionView = {
  firstName: string | null;
  isAdmin: boolean;
  /** the customer an admin acts for, shown as 'Customers (Ravi)' */
  selectedCustomerFirstName: string | null;
  /** their full name, for the 'Ordering for … · Stop' bar; null until the server has said */
  selectedCustomerName?: string | null;
  phoneNumber: string | null;
};

/** `known` once the server has answered; until then `viewer` is what this browser last saw. */
export type ViewerState = { known: boolean; viewer: SessionView | null };

const SERVER_STATE: ViewerState = { known: false, viewer: null };

type Hint = Omit<SessionView, 'phoneNumber'>;

function hintToView(hint: Hint | null): SessionView | null {
  return hint && typeof hint === 'object' ? { firstName: hint.firstName ?? null, isAdmin: hint.isAdmin === true, selectedCustomerFirstName: hint.selectedCustomerFirstName ?? null, phoneNumber: null } : null;
}

let state: ViewerState = typeof window === 'undefined' ? SERVER_STATE : { known: false, viewer: hintToView(loadState<Hint | null>(VIEWER_HINT_KEY, null)) };
const listeners = new Set<() => void>();

function emit(next: ViewerState) {
  state = next;
  if (next.viewer) {
    const { firstName, isAdmin, selectedCustomerFirstName } = next.viewer; // not the phone number
    saveState(VIEWER_HINT_KEY, { firstName, isAdmin, selectedCustomerFirstName } satisfies Hint);
  } else if (next.known) {
    removeState(VIEWER_HINT_KEY);
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a state is the server's (nobody, not known): what a hydrating page shows before the browser's. */
export const isServerState = (s: ViewerState): boolean => s === SERVER_STATE;

const currentState = () => state;
const currentViewer = () => state.viewer;

// Display only: a change renders as a transition (use-store-in-transition.ts); refreshViewer and
// the session events keep the state itself current at once.
export function useViewerState(): ViewerState {
  return useStoreInTransition(subscribe, currentState, SERVER_STATE);
}

/** The viewer for display, or null (logged out, or not known yet and no hint). */
export function useViewer(): SessionView | null {
  // the viewer alone: the server's first answer for a visitor (known, still nobody) renders nothing again
  return useStoreInTransition(subscribe, currentViewer, SERVER_STATE.viewer);
}

let inFlight: Promise<void> | null = null;
let again = false;

/** Asks the server who is logged in. Calls made while one is running share one more request. */
export function refreshViewer(): Promise<void> {
  if (inFlight) {
    again = true;
    return inFlight;
  }
  inFlight = (async () => {
    do {
      again = false;
      const r = await (takeEarlyAnswer<ResultOf<typeof VIEWER_QUERY>>(EARLY_REQUEST.viewer) ?? gql(VIEWER_QUERY));
      if (!r.ok) {
        // Unreachable server: keep what is shown, but stop waiting for it.
        if (!state.known) emit({ known: true, viewer: state.viewer });
        continue;
      }
      const me = r.data.me;
      emit({
        known: true,
        viewer: me
          ? {
              firstName: me.firstName,
              isAdmin: me.role.id === ROLE_ADMIN,
              selectedCustomerFirstName: r.data.selectedCustomer?.firstName ?? null,
              selectedCustomerName: r.data.selectedCustomer ? fullName(r.data.selectedCustomer, 'this customer') : null,
              phoneNumber: me.phoneNumber,
            }
          : null,
      });
    } while (again);
  })().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** After logging out: nobody, at once. */
export function clearViewer(): void {
  emit({ known: true, viewer: null });
}

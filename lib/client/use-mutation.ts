'use client';
// The one way a component runs a mutation. It is busy while the request runs (a second run
// meanwhile is ignored: Enter twice or a double click sends one request), keeps the failure for the
// component to show where its users look, and on success toasts and refreshes the server
// components that read what changed. Components once wrote this by hand, each its own way.
import 'client-only';
import { useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { gql, type GraphQLFailure, type GraphQLOutcome } from './graphql';
import type { TypedDocumentString } from './generated/graphql';
import { toast, type ToastOptions } from './toast';

export type MutationOptions<T, V> = {
  /** The success toast: a text, or one made from the answer (null or '' for none). */
  success?: string | ((data: T, variables: V) => string | null | undefined);
  /** How the success toast shows (its duration, whether it survives the navigation that follows). */
  successToast?: ToastOptions;
  /** Toast the failure too, for a control with no place of its own to show it. */
  toastError?: boolean;
  /** `router.refresh()` after a success; on by default, off where the component navigates or refreshes itself. */
  refresh?: boolean;
  /** The page is leaving after a success: busy stays on, so nothing is sent twice meanwhile. */
  staysBusy?: boolean;
  /** The text kept in `error` (the server's message unless this says otherwise). */
  errorMessage?: (error: GraphQLFailure) => string;
  onSuccess?: (data: T, variables: V) => void;
  onError?: (error: GraphQLFailure, variables: V) => void;
};

/** The variables, or how to get them once the run has started (busy shows while that work runs). */
type Variables<V> = V | (() => V | Promise<V>);
type Outcome<T> = Promise<GraphQLOutcome<T> | null>;
/** Runs the document; null when one is already running (nothing is sent). Options here add to the hook's. */
type Run<T, V> = ((variables: Variables<V>, options?: MutationOptions<T, V>) => Outcome<T>) &
  // An operation without variables runs without any.
  (V extends Record<string, never> ? (variables?: undefined, options?: MutationOptions<T, V>) => Outcome<T> : unknown);

export type Mutation<T, V> = {
  run: Run<T, V>;
  busy: boolean;
  /** The last failure's text (cleared when a run starts), or what the component set itself. */
  error: string | null;
  setError: (message: string | null) => void;
};

// gql's variables are optional only for documents without any; here V is generic, so the run's own
// signature (Run) is what checks them.
const send = gql as <T, V>(query: TypedDocumentString<T, V>, variables: V) => Promise<GraphQLOutcome<T>>;

export function useMutation<T, V>(document: TypedDocumentString<T, V>, defaults: MutationOptions<T, V> = {}): Mutation<T, V> {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The state above re-renders too late to stop a second run started in the same tick.
  const inFlight = useRef(false);

  const run = async (given?: Variables<V>, overrides?: MutationOptions<T, V>): Outcome<T> => {
    if (inFlight.current) return null;
    inFlight.current = true;
    const o: MutationOptions<T, V> = { ...defaults, ...overrides };
    setBusy(true);
    setError(null);
    let result: GraphQLOutcome<T>;
    let variables: V;
    try {
      variables = (typeof given === 'function' ? await (given as () => V | Promise<V>)() : (given ?? {})) as V;
      result = await send(document, variables);
    } catch (e) {
      // Only the component's own variables work can throw (gql answers failures as results).
      inFlight.current = false;
      setBusy(false);
      throw e;
    }
    // After a success that leaves the page, a run stays refused as the button stays busy.
    inFlight.current = result.ok && !!o.staysBusy;
    if (!result.ok) {
      setBusy(false);
      const message = o.errorMessage ? o.errorMessage(result.error) : result.error.message;
      setError(message);
      if (o.toastError) toast.error(message);
      o.onError?.(result.error, variables);
      return result;
    }
    if (!o.staysBusy) setBusy(false);
    const text = typeof o.success === 'function' ? o.success(result.data, variables) : o.success;
    if (text) toast.success(text, o.successToast);
    o.onSuccess?.(result.data, variables);
    if (o.refresh !== false) router.refresh();
    return result;
  };

  return { run: run as Run<T, V>, busy, error, setError };
}

'use client';

// What a change of a delivery or a plan would do to the money, and until when it can be made,
// shown in its dialog before the customer saves. One hook and one note for every change dialog
// (skip, pause, cancel, change of items, change of address): the server's previewDeliveryChange
// runs the change's own code and rolls it back, so these words are what saving then does.
import { useEffect, useState } from 'react';
import { graphql } from '@/lib/client/graphql-document';
import { gql, type ResultOf } from '@/lib/client/graphql';
import type { DeliveryChangeInput } from '@/lib/client/generated/graphql';
import { documentsWords, moneyPreviewWords } from '@/lib/domain/settlement';

const PREVIEW = graphql(`
  query PreviewDeliveryChange($change: DeliveryChangeInput!) {
    previewDeliveryChange(change: $change) { allowed whyNot deadline deadlineWords amountMore fromWallet dueByUpi amountBack backTo documents }
  }
`);

export type ChangePreviewAnswer = ResultOf<typeof PREVIEW>['previewDeliveryChange'];

export type ChangePreviewState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; preview: ChangePreviewAnswer }
  | { status: 'failed'; message: string };

/** How long the inputs stay still before the preview is asked for: a typed quantity is not asked for digit by digit. */
export const PREVIEW_SETTLE_MS = 300;

/**
 * The preview of `change` once it has stopped changing for PREVIEW_SETTLE_MS; null asks nothing
 * (the dialog is closed, or its inputs cannot be sent yet). A newer change aborts the older one
 * (its wait, and its answer is dropped), so an old answer never replaces a newer one. Nothing here waits on anything else
 * the dialog fetches, and nothing blocks saving: the change itself is checked again when saved.
 */
export function useChangePreview(change: DeliveryChangeInput | null): ChangePreviewState {
  // The change as a value: a dialog that builds a new object each render asks again only when it differs.
  const key = change ? JSON.stringify(change) : null;
  const [answered, setAnswered] = useState<{ key: string; state: ChangePreviewState } | null>(null);

  useEffect(() => {
    if (key === null) return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      void gql(PREVIEW, { change: JSON.parse(key) as DeliveryChangeInput }).then((r) => {
        if (abort.signal.aborted) return;
        setAnswered({ key, state: r.ok ? { status: 'ready', preview: r.data.previewDeliveryChange } : { status: 'failed', message: r.error.message } });
      });
    }, PREVIEW_SETTLE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [key]);

  if (key === null) return { status: 'idle' };
  // Until the answer for these very inputs is in, the preview is being worked out.
  return answered?.key === key ? answered.state : { status: 'loading' };
}

/** The preview in words: what happens to the money and the documents, or why not, then until when. */
export function changePreviewWords(p: ChangePreviewAnswer): { money: string; deadline: string | null } {
  const money = p.allowed ? [moneyPreviewWords({ ...p, backTo: p.backTo ?? null }), documentsWords(p.documents)].filter(Boolean).join(' ') : (p.whyNot ?? 'This change cannot be made.');
  return { money, deadline: p.deadlineWords ?? null };
}

/**
 * The note a change dialog shows above its buttons: "₹120.00 more: ₹100.00 from your wallet,
 * ₹20.00 to pay by UPI." and "You can change this until … on Tue, 8 Dec."; a refusal in the
 * server's words. `deadline` is the deadline the page already knows (the same rule's words), shown
 * while the preview is on its way or if it fails.
 */
export function ChangePreviewNote({ state, deadline = null, className = 'mt-3 text-sm' }: { state: ChangePreviewState; deadline?: string | null; className?: string }) {
  if (state.status === 'idle') return null;
  const words = state.status === 'ready' ? changePreviewWords(state.preview) : null;
  const until = words ? words.deadline : deadline;
  const refused = state.status === 'ready' && !state.preview.allowed;
  return (
    <div className={className} data-testid="change-preview" aria-busy={state.status === 'loading'}>
      <p role="status" className={refused ? 'font-medium text-red-800' : undefined}>
        {state.status === 'loading' && <span className="text-stone-700">Working out what it costs…</span>}
        {state.status === 'failed' && <span className="text-stone-700">We could not work out what it costs just now. You can still save it.</span>}
        {words?.money}
      </p>
      {until && <p className="mt-1">You can change this {until}.</p>}
    </div>
  );
}

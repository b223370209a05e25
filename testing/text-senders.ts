// Test senders for the SMS provider (the one outside part): one that records what it was asked to
// send, one that fails like an unreachable provider. Install with setTextSender (lib/sms/text-sender.ts).
import type { TextSender } from '@/lib/sms/text-sender';
import type { DltMeta } from '@/lib/sms/dlt-templates';

export type SentText = { to: string; body: string; at: number; dlt?: DltMeta };

export function recordingSender(): TextSender & { sent: SentText[] } {
  const sent: SentText[] = [];
  return { sent, send: async (to, body, dlt) => void sent.push({ to, body, at: Date.now(), dlt }) };
}

export function failingSender(message = 'provider unreachable (test)'): TextSender & { attempts: number[] } {
  const attempts: number[] = [];
  return {
    attempts,
    send: async () => {
      attempts.push(Date.now());
      throw new Error(message);
    },
  };
}

/** Polls until `check` returns a value that is not null/undefined/false, or fails after `timeoutMs`. */
export async function eventually<T>(check: () => Promise<T | null | undefined | false>, timeoutMs = 15_000, label = 'condition'): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out after ${timeoutMs} ms waiting for ${label}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

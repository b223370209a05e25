'use client';

import { useEffect, useState } from 'react';
import { graphql } from '@/lib/client/graphql-document';
import { useMutation } from '@/lib/client/use-mutation';

const SAVE = graphql(`
  mutation SavePushSubscription($endpoint: String!, $p256dh: String!, $auth: String!) {
    savePushSubscription(endpoint: $endpoint, p256dh: $p256dh, auth: $auth) {
      statusCode
      message
    }
  }
`);

const REMOVE = graphql(`
  mutation RemovePushSubscription($endpoint: String!) {
    removePushSubscription(endpoint: $endpoint) {
      statusCode
      message
    }
  }
`);

/** The VAPID public key (base64url) as the bytes PushManager.subscribe wants. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

type State = 'checking' | 'unsupported' | 'blocked' | 'off' | 'on';

/**
 * Push is per browser: this subscribes (or unsubscribes) the browser it is pressed in, through the
 * store's service worker, and tells the server its endpoint. The Push switch above still decides
 * whether the store sends push at all.
 */
export function PushDeviceButton({ publicKey }: { publicKey: string }) {
  const [state, setState] = useState<State>('checking');
  const save = useMutation(SAVE, { success: (d) => d.savePushSubscription.message, refresh: false });
  const remove = useMutation(REMOVE, { success: (d) => d.removePushSubscription.message, refresh: false });

  useEffect(() => {
    // Read after mount (the browser's own state), set from a promise as an outside system's answer.
    void (async (): Promise<State> => {
      if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return 'unsupported';
      if (Notification.permission === 'denied') return 'blocked';
      const registration = await navigator.serviceWorker.getRegistration();
      if (!registration) return 'unsupported';
      return (await registration.pushManager.getSubscription()) ? 'on' : 'off';
    })().then(setState);
  }, []);

  async function turnOn() {
    if ((await Notification.requestPermission()) !== 'granted') return setState('blocked');
    const registration = await navigator.serviceWorker.ready;
    const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
    const json = subscription.toJSON();
    const done = await save.run({ endpoint: subscription.endpoint, p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' });
    if (done?.ok) setState('on');
    else await subscription.unsubscribe();
  }

  async function turnOff() {
    const registration = await navigator.serviceWorker.ready;
    const subscription = await registration.pushManager.getSubscription();
    if (subscription) {
      await remove.run({ endpoint: subscription.endpoint });
      await subscription.unsubscribe();
    }
    setState('off');
  }

  const busy = save.busy || remove.busy;
  const error = save.error ?? remove.error;
  if (state === 'checking') return null;
  if (state === 'unsupported') return <p className="ml-9 text-xs text-stone-700">This browser cannot show notifications from the store (on an iPhone, add the store to the home screen first).</p>;
  if (state === 'blocked') return <p className="ml-9 text-xs text-stone-700">Notifications are blocked for this site in the browser’s settings.</p>;
  return (
    <div className="ml-9 text-xs text-stone-700">
      <p>{state === 'on' ? 'This browser gets them.' : 'This browser does not get them yet.'}</p>
      <button type="button" disabled={busy} onClick={() => void (state === 'on' ? turnOff() : turnOn())} className="inline-flex min-h-11 items-center font-medium text-brand-700 underline disabled:opacity-60">
        {state === 'on' ? 'Stop on this browser' : 'Get them on this browser'}
      </button>
      {error && (
        <p role="alert" className="font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

'use client';

import { useEffect } from 'react';

export type ChatWidgetUser = { firstName: string | null; phoneNumber: string | null };
export type ChatWidgetSettings = { name: string | null; contact: string | null };

declare global {
  interface Window {
    chatWidgetSettings?: ChatWidgetSettings;
  }
}

export const CHAT_WIDGET_SCRIPT_ID = 'chat-widget-script';

function safeScriptUrl(src: string | undefined): string | null {
  if (!src) return null;
  try {
    const url = new URL(src, typeof location === 'undefined' ? 'http://localhost' : location.href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The optional third-party support chat, which receives the logged-in user's first name and number.
 * Loads its script only when
 * NEXT_PUBLIC_CHAT_WIDGET_SRC is set, after handing it the logged-in user's first name and contact
 * number through window.chatWidgetSettings, which the widget reads when it starts. Renders nothing.
 */
export function ChatWidget({
  user,
  src = process.env.NEXT_PUBLIC_CHAT_WIDGET_SRC,
}: {
  user: ChatWidgetUser | null;
  src?: string;
}) {
  const scriptUrl = safeScriptUrl(src);
  const name = user?.firstName ?? null;
  const contact = user?.phoneNumber ?? null;

  useEffect(() => {
    if (!scriptUrl) return;
    // Settings first: the script reads them as soon as it runs. Later changes (log in, log out) update
    // the object in place for widgets that re-read it.
    window.chatWidgetSettings = { name, contact };
    if (document.getElementById(CHAT_WIDGET_SCRIPT_ID)) return;
    const script = document.createElement('script');
    script.id = CHAT_WIDGET_SCRIPT_ID;
    script.src = scriptUrl;
    script.async = true;
    document.body.appendChild(script);
  }, [scriptUrl, name, contact]);

  return null;
}

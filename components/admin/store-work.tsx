'use client';

// The store page's saves run one at a time: each sends the store's open status and closed dates as
// the page last read them, so a second save started before the first answers could write an old
// value back. Every part of the page asks here before it sends.
import { createContext, useContext, useState, type ReactNode } from 'react';

type Work = { working: string | null; run: <T>(part: string, send: () => Promise<T>) => Promise<T | null> };

const Context = createContext<Work | null>(null);

export function StoreWork({ children }: { children: ReactNode }) {
  const [working, setWorking] = useState<string | null>(null);
  const run = async <T,>(part: string, send: () => Promise<T>) => {
    if (working) return null;
    setWorking(part);
    try {
      return await send();
    } finally {
      setWorking(null);
    }
  };
  return <Context.Provider value={{ working, run }}>{children}</Context.Provider>;
}

/** The save in progress (which part), and how a part sends; outside StoreWork every part runs alone. */
export function useStoreWork(): Work {
  return useContext(Context) ?? { working: null, run: (_part, send) => send() };
}

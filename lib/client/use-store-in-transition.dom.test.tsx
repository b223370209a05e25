import { useLayoutEffect } from 'react';
import { act, render } from '@testing-library/react';
import { useStoreInTransition } from './use-store-in-transition';

function store<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next: T) {
      value = next;
      listeners.forEach((l) => l());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    listeners,
  };
}

function Shown<T>({ s, server, seen }: { s: ReturnType<typeof store<T>>; server: T; seen: T[] }) {
  const value = useStoreInTransition(s.subscribe, s.get, server);
  seen.push(value);
  return <p>{String(value)}</p>;
}

test('the first render is the server’s value (what hydration must match), then the store’s', async () => {
  const s = store('Nila');
  const seen: string[] = [];
  await act(async () => {
    render(<Shown s={s} server="nobody" seen={seen} />);
  });
  expect(seen[0]).toBe('nobody');
  expect(seen.at(-1)).toBe('Nila');
});

test('a change in the store is shown; an equal value renders nothing again; unmounting unsubscribes', async () => {
  const s = store(1);
  const seen: number[] = [];
  let view!: ReturnType<typeof render>;
  await act(async () => {
    view = render(<Shown s={s} server={0} seen={seen} />);
  });
  await act(async () => s.set(2));
  expect(view.container.textContent).toBe('2');
  const renders = seen.length;
  await act(async () => s.set(2));
  expect(seen.length).toBe(renders);
  view.unmount();
  expect(s.listeners.size).toBe(0);
});

test('a change made after the render but before the effects is not missed', async () => {
  const s = store('a');
  const seen: string[] = [];
  function ChangesDuringRender() {
    // a sibling's layout effect changes the store before this one subscribes
    const value = useStoreInTransition(s.subscribe, s.get, 'server');
    seen.push(value);
    return null;
  }
  function Changer() {
    // runs before the passive effect that subscribes
    useLayoutEffect(() => s.set('b'), []);
    return null;
  }
  await act(async () => {
    render(
      <>
        <ChangesDuringRender />
        <Changer />
      </>,
    );
  });
  expect(seen.at(-1)).toBe('b');
});

import { useSyncExternalStore } from 'react';

/** A value outside React that components can subscribe to (token state, request count). */
export const createExternalStore = <T>(initial: T) => {
  let value = initial;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    get: () => value,
    set(next: T) {
      if (Object.is(next, value)) return;
      value = next;
      for (const l of listeners) l();
    },
    use: () =>
      useSyncExternalStore(
        subscribe,
        () => value,
        () => value,
      ),
  };
};

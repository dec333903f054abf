import { createExternalStore } from './external-store';

const active = createExternalStore(0);

/** SPEC 4: the loading indicator is on while any request is active. */
export const loadingTracker = {
  start: () => active.set(active.get() + 1),
  stop: () => active.set(Math.max(0, active.get() - 1)),
  reset: () => active.set(0),
  count: active.get,
  useCount: active.use,
};

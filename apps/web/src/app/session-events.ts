/**
 * What happened to the session, for whoever keeps session data. The query cache listens
 * here rather than being imported by the HTTP client and sign-in code, so the sign-in
 * page does not download TanStack Query.
 */
export type SessionEvent = 'started' | 'refreshed' | 'ended';

const listeners = new Set<(event: SessionEvent) => void>();

export const onSessionEvent = (listener: (event: SessionEvent) => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const emitSessionEvent = (event: SessionEvent): void => {
  for (const l of listeners) l(event);
};

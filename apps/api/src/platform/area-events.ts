import type { Db } from '../db/client';

/**
 * What one area announces for another to act on in the same transaction, where a direct call
 * would make the two depend on each other: students is below sales (an order is a student's),
 * yet a class assigned starts the sales that waited for the term; accounts is below auth (a
 * session is an account's), yet an account closed ends its user's sessions. The lower area announces;
 * app.ts, which knows every area, subscribes the upper one's handler.
 */
export type AreaEvents = {
  /** Students joined a class and so started studying (students/student-operation.service). */
  studentsStartedStudying: { studentIds: readonly string[] };
  /** A user was disabled, or one of the user's accounts closed (accounts); auth ends the sessions. */
  userAccessWithdrawn: { userId: string };
};

type Handler<K extends keyof AreaEvents> = (tx: Db, event: AreaEvents[K]) => Promise<unknown>;

const handlers: { [K in keyof AreaEvents]: Set<Handler<K>> } = {
  studentsStartedStudying: new Set(),
  userAccessWithdrawn: new Set(),
};

/** Adds a handler; the same function added twice (an app built again, as tests do) runs once. */
export const subscribe = <K extends keyof AreaEvents>(name: K, handler: Handler<K>): void => {
  handlers[name].add(handler);
};

/** Runs every handler in the announcing transaction: their writes commit or roll back with it. */
export const announce = async <K extends keyof AreaEvents>(
  tx: Db,
  name: K,
  event: AreaEvents[K],
): Promise<void> => {
  for (const handler of handlers[name]) await handler(tx, event);
};

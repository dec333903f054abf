import { type AnyPgColumn, customType, type ReferenceConfig, uuid } from 'drizzle-orm/pg-core';

type ReferenceActions = ReferenceConfig['actions'];

/** Binary content (uploaded documents); both drivers hand back a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => Buffer.from(v),
});

/**
 * A required reference: the row cannot exist without the one it points to (with the
 * foreign key's actions, when deleting the target takes the row with it).
 */
export const requiredRef = (target: () => AnyPgColumn, actions?: ReferenceActions) =>
  uuid().notNull().references(target, actions);

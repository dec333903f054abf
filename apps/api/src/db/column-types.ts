import { customType } from 'drizzle-orm/pg-core';

/** Binary content (uploaded documents); both drivers hand back a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => Buffer.from(v),
});

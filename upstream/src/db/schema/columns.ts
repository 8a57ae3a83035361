// Column helpers shared by every table file: one definition of "a timestamp", "a file reference", "money".
import { sql, type SQL } from 'drizzle-orm';
import { customType, integer, timestamp, uuid } from 'drizzle-orm/pg-core';

/** bytea as a Node Buffer (drizzle-orm 0.45 has no built-in bytea column). Written as decode(hex) because
 *  PGlite's own bytea serializer builds one JS string per byte (seconds for a few MB); Buffer's hex is native. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array | SQL }>({
  dataType: () => 'bytea',
  toDriver: (v: Buffer) => sql`decode(${v.toString('hex')}, 'hex')`,
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v as Uint8Array)),
});

export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const createdAt = () => ts('created_at').notNull().defaultNow();

/** A file id (files.id); the all-zero uuid means "no file", so nullable columns stay null instead. */
export const fileRef = (name: string) => uuid(name);

/** Money is integer fils (1 AED = 100 fils): numeric would come back as strings. */
export const fils = (name: string) => integer(name).notNull().default(0);

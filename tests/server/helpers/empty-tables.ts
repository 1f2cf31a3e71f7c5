// Emptying tables between tests, the audit trail among them.
import type { Db } from '../../../src/server/db/types';

const quote = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/**
 * TRUNCATE ... RESTART IDENTITY of `tables`. Migration 018 refuses every TRUNCATE of audit_events, so the trigger is
 * disabled for this one transaction only: ALTER TABLE ... DISABLE TRIGGER is the table owner's right (the tests connect
 * as the owner), one the owner has anyway, so the trigger needs no way around it that another role could use.
 */
export async function emptyTables(db: Db, tables: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('ALTER TABLE audit_events DISABLE TRIGGER audit_events_never_truncated');
    await tx.query(`TRUNCATE ${tables.map(quote).join(', ')} RESTART IDENTITY`);
    await tx.query('ALTER TABLE audit_events ENABLE TRIGGER audit_events_never_truncated');
  });
}

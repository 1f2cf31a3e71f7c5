import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../../scripts/lib/paths';
import { migratedColumns, TABLES_FILE, TABLES_HEADER } from '../../../scripts/lib/migrated-columns';
import { type ColumnInfo, tableTypesModule } from '../../../src/server/db/table-types';

const column = (over: Partial<ColumnInfo>): ColumnInfo =>
  ({ table: 'lenders', column: 'holder_name', dataType: 'text', nullable: true, generated: false, ...over });

describe('the table types (src/server/db/tables.ts)', () => {
  it('are what the migrations leave: run npm run db:types after adding a migration', async () => {
    expect(readFileSync(join(repoRoot, TABLES_FILE), 'utf8')).toBe(tableTypesModule(await migratedColumns(), TABLES_HEADER));
  }, 30_000);

  it('name each column in camelCase, nullable and generated as the database says', () => {
    const module = tableTypesModule([
      column({ column: 'liability_id', dataType: 'integer', nullable: false, generated: true }),
      column({}),
      column({ column: 'credit_limit', dataType: 'numeric' }),
    ], '// header');
    expect(module).toContain('export interface LendersTable {\n  liabilityId: Generated<number>;\n  holderName: string | null;\n  creditLimit: Numeric | null;\n}');
    expect(module).toContain('  lenders: LendersTable;');
  });

  it('refuse a column the camel-case plugin cannot name, and a type they do not know', () => {
    expect(() => tableTypesModule([column({ column: 'income_1' })], '')).toThrow(/lenders\.income_1: the camel-case plugin cannot name this column/);
    expect(() => tableTypesModule([column({ dataType: 'money' })], '')).toThrow(/no TypeScript type for the column type "money"/);
  });
});

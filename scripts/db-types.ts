// npm run db:types: src/server/db/tables.ts, every table's columns as the migrations leave them, read from a freshly
// migrated embedded database. A test fails while the file and the migrations disagree.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './lib/paths';
import { migratedColumns, TABLES_FILE, TABLES_HEADER } from './lib/migrated-columns';
import { tableTypesModule } from '../src/server/db/table-types';

const file = join(repoRoot, TABLES_FILE);
writeFileSync(file, tableTypesModule(await migratedColumns(), TABLES_HEADER));
process.stdout.write(`db:types: wrote ${TABLES_FILE}\n`);

import type { Queryable } from './types';

/** A column as the migrated database describes it (information_schema.columns). */
export interface ColumnInfo {
  table: string;
  column: string;
  dataType: string;
  nullable: boolean;
  /** The database fills it when an insert leaves it out (a default, a serial or identity column). */
  generated: boolean;
}

/** Every column of the portal's own tables, in table and column order. */
export async function describeColumns(db: Queryable): Promise<ColumnInfo[]> {
  const rows = await db.query<{ table: string; column: string; dataType: string; nullable: string; hasDefault: boolean; identity: string }>(
    `SELECT c.table_name AS "table", c.column_name AS "column", c.data_type AS "dataType", c.is_nullable AS nullable,
            c.column_default IS NOT NULL AS "hasDefault", c.is_identity AS identity
       FROM information_schema.columns c JOIN information_schema.tables t
         ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE' AND c.table_name NOT LIKE 'schemaversion%'
      ORDER BY c.table_name, c.ordinal_position`,
  );
  return rows.map((r) => ({
    table: r.table, column: r.column, dataType: r.dataType, nullable: r.nullable === 'YES', generated: r.hasDefault || r.identity === 'YES',
  }));
}

/** What both database adapters answer for a column type (PGlite gives int8 as a number, pg as text). */
const TS_TYPES: Record<string, string> = {
  integer: 'number', smallint: 'number', bigint: 'number | string', numeric: 'Numeric', real: 'number',
  'double precision': 'number', text: 'string', 'character varying': 'string', character: 'string', uuid: 'string',
  boolean: 'boolean', date: 'Date', 'timestamp with time zone': 'Date', 'timestamp without time zone': 'Date',
  json: 'unknown', jsonb: 'unknown', bytea: 'Uint8Array',
};

const camel = (name: string): string => name.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
/** As Kysely's CamelCasePlugin maps a name back to SQL (no underscore before a digit). */
const snake = (name: string): string => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const pascal = (name: string): string => camel(name).replace(/^./, (c) => c.toUpperCase());

/**
 * The TypeScript module declaring every table once, for the query builder (src/server/db/query-builder.ts): each
 * table's columns under camelCase names (the builder's camel-case plugin maps them to the snake_case columns).
 */
export function tableTypesModule(columns: ColumnInfo[], header: string): string {
  const tables = [...new Set(columns.map((c) => c.table))];
  const lines = [
    header, "import type { ColumnType, Generated } from 'kysely';", '',
    '/** PostgreSQL numeric: read as text (exact), written from a number or text. */',
    'export type Numeric = ColumnType<string, number | string, number | string>;', '',
  ];
  for (const table of tables) {
    lines.push(`export interface ${pascal(table)}Table {`);
    for (const c of columns.filter((col) => col.table === table)) {
      if (snake(camel(c.column)) !== c.column) throw new Error(`${table}.${c.column}: the camel-case plugin cannot name this column (no "_" before a digit)`);
      const base = TS_TYPES[c.dataType];
      if (!base) throw new Error(`${table}.${c.column}: no TypeScript type for the column type "${c.dataType}"`);
      const type = `${base}${c.nullable ? ' | null' : ''}`;
      lines.push(`  ${camel(c.column)}: ${c.generated ? `Generated<${type}>` : type};`);
    }
    lines.push('}', '');
  }
  lines.push('/** Every table of the migrated database, by its name as the query builder spells it. */', 'export interface Tables {');
  for (const table of tables) lines.push(`  ${camel(table)}: ${pascal(table)}Table;`);
  lines.push('}', '');
  return lines.join('\n');
}

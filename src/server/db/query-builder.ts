import {
  CamelCasePlugin, type Compilable, type InferResult, type CompiledQuery, type DatabaseConnection, type Driver, type Expression, Kysely, PostgresAdapter,
  PostgresIntrospector, PostgresQueryCompiler, type QueryResult, type RawBuilder, sql,
} from 'kysely';
import type { Tables } from './tables';
import type { Queryable, SqlParam } from './types';

/** A builder's queries, run on the Queryable it was made for. */
class QueryableConnection implements DatabaseConnection {
  constructor(private readonly db: Queryable) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return { rows: await this.db.query<R>(query.sql, query.parameters as SqlParam[]) };
  }

  streamQuery(): AsyncIterableIterator<QueryResult<never>> {
    throw new Error('the portal reads whole results: no query is streamed');
  }
}

/** Kysely's driver over our Queryable: a transaction is the Db's own (`db.transaction`), never the builder's. */
class QueryableDriver implements Driver {
  private readonly connection: QueryableConnection;

  constructor(db: Queryable) {
    this.connection = new QueryableConnection(db);
  }

  async init(): Promise<void> {}
  async acquireConnection(): Promise<DatabaseConnection> {
    return this.connection;
  }
  async beginTransaction(): Promise<void> {
    throw new Error('open transactions with db.transaction: the builder runs inside one');
  }
  async commitTransaction(): Promise<void> {}
  async rollbackTransaction(): Promise<void> {}
  async releaseConnection(): Promise<void> {}
  async destroy(): Promise<void> {}
}

const builders = new WeakMap<Queryable, Kysely<Tables>>();

/**
 * The typed query builder (Kysely, PostgreSQL dialect) on a Queryable, a transaction or the database: tables as the
 * migrations declare them (src/server/db/tables.ts, `npm run db:types`), columns under camelCase names mapped to
 * their snake_case SQL names by one plugin, results keyed the same way.
 */
export function queryBuilder(db: Queryable): Kysely<Tables> {
  let builder = builders.get(db);
  if (!builder) {
    builder = new Kysely<Tables>({
      dialect: {
        createAdapter: () => new PostgresAdapter(),
        createDriver: () => new QueryableDriver(db),
        createIntrospector: (k) => new PostgresIntrospector(k),
        createQueryCompiler: () => new PostgresQueryCompiler(),
      },
      plugins: [new CamelCasePlugin()],
    });
    builders.set(db, builder);
  }
  return builder;
}

/** A subquery's one column as an array (PostgreSQL `array(...)`): the applications on a record, in its order. */
export const asArray = <T>(subquery: Expression<unknown>) => sql<T[]>`array(${subquery})`;

/** A date column as MM/DD/YYYY, the API's date format. */
export const usDate = (column: Expression<Date | null>) => sql<string | null>`to_char(${column}, 'MM/DD/YYYY')`;

/** A MM/DD/YYYY value as a date. */
export const fromUsDate = (value: string | null) => sql<Date | null>`to_date(${value}, 'MM/DD/YYYY')`;

/** One row of what a query builder function's query answers. */
export type RowOf<Q extends (...args: never[]) => Compilable> = InferResult<ReturnType<Q>>[number];

/** The time of the statement's transaction (PostgreSQL `now()`). */
export const now = sql<Date>`now()`;

/** `seconds` after now (before now when negative). */
export const fromNow = (seconds: number) => sql<Date>`now() + make_interval(secs => ${seconds})`;

/** A time column as UTC text, to the second (`2024-05-01T12:00:00Z`) or the millisecond; null stays null. */
export const utcTime = <T extends Date | null>(column: Expression<T>, precision: 'seconds' | 'milliseconds' = 'seconds') =>
  sql<T extends Date ? string : string | null>`to_char(${column} AT TIME ZONE 'UTC', ${sql.lit(
    precision === 'seconds' ? 'YYYY-MM-DD"T"HH24:MI:SS"Z"' : 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"',
  )})`;

/** For an upsert's DO UPDATE: each column (or each of a row's) set to the value the insert would have written. */
export const excluded = <C extends string>(columns: readonly C[] | Record<C, unknown>) =>
  Object.fromEntries((Array.isArray(columns) ? columns : Object.keys(columns)).map((c) => [c, sql.ref(`excluded.${c}`)])) as Record<
    C,
    RawBuilder<never>
  >;

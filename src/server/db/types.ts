export type SqlParam = string | number | boolean | null | Date;

export interface Queryable {
  query<T>(sql: string, params?: SqlParam[]): Promise<T[]>;
}

/** A transaction's handle: statements one at a time, or a script of several. */
export interface Transaction extends Queryable {
  /** Runs a script of statements in order (a migration file): one simple-protocol query, no parameters, no rows. */
  exec(script: string): Promise<void>;
}

/** The one database interface; adapters: PGlite (embedded) and pg Pool (DATABASE_URL). */
export interface Db extends Transaction {
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
}

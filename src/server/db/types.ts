export type SqlParam = string | number | boolean | null | Date;

export interface Queryable {
  query<T>(sql: string, params?: SqlParam[]): Promise<T[]>;
}

/** The one database interface; adapters: PGlite (embedded) and pg Pool (DATABASE_URL). */
export interface Db extends Queryable {
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
}

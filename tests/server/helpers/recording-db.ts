import type { Db, SqlParam } from '../../../src/server/db/types';

/** `db` passing everything on, with each statement it was sent in `sent` (a transaction as 'transaction'). */
export function recordingDb(db: Db): { db: Db; sent: string[] } {
  const sent: string[] = [];
  return {
    sent,
    db: {
      kind: db.kind,
      query: <T>(sql: string, params?: SqlParam[]) => {
        sent.push(sql);
        return db.query<T>(sql, params);
      },
      exec: (script) => {
        sent.push(script);
        return db.exec(script);
      },
      transaction: (fn) => {
        sent.push('transaction');
        return db.transaction(fn);
      },
      close: () => db.close(),
    },
  };
}

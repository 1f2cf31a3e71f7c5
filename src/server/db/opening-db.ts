import type { Db } from './types';

/**
 * A Db whose statements wait for `opening`: the server is built while its database starts. Once open, statements go
 * straight through.
 */
export function openingDb(kind: Db['kind'], opening: Promise<Db>): Db {
  let open: Db | null = null;
  opening.then((db) => (open = db), () => undefined);
  return {
    kind,
    query: (sql, params) => (open ? open.query(sql, params) : opening.then((db) => db.query(sql, params))),
    exec: (script) => (open ? open.exec(script) : opening.then((db) => db.exec(script))),
    transaction: (fn) => (open ? open.transaction(fn) : opening.then((db) => db.transaction(fn))),
    close: async () => (await opening).close(),
  };
}

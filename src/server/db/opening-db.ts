import type { Db } from './types';

/** A Db whose statements wait for `opening`: the server is built while its database starts. */
export function openingDb(kind: Db['kind'], opening: Promise<Db>): Db {
  return {
    kind,
    query: async (sql, params) => (await opening).query(sql, params),
    transaction: async (fn) => (await opening).transaction(fn),
    close: async () => (await opening).close(),
  };
}

// Creating and dropping throw-away PostgreSQL databases (server tests, their templates, the bench).
import pg from 'pg';

/** One statement on the server's maintenance connection (CREATE DATABASE and DROP DATABASE run outside a pool). */
export async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** The URL of database `name` on the server `serverUrl` points at. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

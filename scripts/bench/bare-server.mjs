// The anchors the portal's figures are read against: a bare Fastify server answering JSON, or `SELECT 1`
// through a pg Pool of the portal's size. Plain JS, so its start-up is Node's and Fastify's alone.
import Fastify from 'fastify';
import pg from 'pg';

const [mode, port, databaseUrl] = process.argv.slice(2);
const app = Fastify();
if (mode === 'select1') {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  app.post('/api/anchor', async () => (await pool.query('SELECT 1 AS one')).rows[0]);
} else {
  app.post('/api/anchor', async () => ({ hello: 'world' }));
}
app.get('/api/health', async () => ({ status: 'ok' }));
await app.listen({ port: Number(port), host: '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void app.close().then(() => process.exit(0)));

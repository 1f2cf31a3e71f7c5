// Serves the built anchor app as its docs show: @fastify/static over the build (brotli and gzip copies chosen by
// Accept-Encoding, like the portal), index.html for the app's routes, and the offer JSON its landing fetches.
// Plain JS, like ../bare-server.mjs. Usage: node server.mjs <built folder> <port>
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

const [root, port] = process.argv.slice(2);
const app = Fastify();
await app.register(fastifyStatic, { root, preCompressed: true });
app.get('/api/offers/:offerId', async (request) => ({
  offerId: request.params.offerId,
  lender: 'First Example Bank',
  currentPayment: 1843.12,
  newPayment: 1519.77,
  rate: 5.125,
  termMonths: 360,
}));
app.get('/api/health', async () => ({ status: 'ok' }));
app.setNotFoundHandler((request, reply) => reply.sendFile('index.html'));
await app.listen({ port: Number(port), host: '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void app.close().then(() => process.exit(0)));

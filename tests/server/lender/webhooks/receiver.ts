// A webhook receiver on loopback for tests: records each delivery and answers the statuses it is given, then 200.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Delivery {
  at: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface Receiver {
  url: string;
  deliveries: Delivery[];
  /** The statuses the next deliveries get, in order; 200 once they are used up. */
  answers: number[];
  close(): Promise<void>;
}

export async function startReceiver(answers: number[] = []): Promise<Receiver> {
  const deliveries: Delivery[] = [];
  const state = { answers };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      deliveries.push({ at: Date.now(), headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.statusCode = state.answers.shift() ?? 200;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    deliveries,
    get answers() { return state.answers; },
    set answers(next: number[]) { state.answers = next; },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Waits until the condition holds (polling), or fails after `timeoutMs`. */
export async function eventually(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

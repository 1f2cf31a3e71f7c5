// Starting and timing the portal process for the benchmarks.
import { spawn, type ChildProcess } from 'node:child_process';

export interface Running {
  child: ChildProcess;
  startupMs: number;
}

/** Children the bench stopped itself; any other exit is reported, since the figures after it would be of nothing. */
const stopping = new WeakSet<ChildProcess>();

export async function startAndTime(command: string, args: string[], env: NodeJS.ProcessEnv, baseUrl: string): Promise<Running> {
  const started = performance.now();
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  child.once('exit', (code, signal) => {
    if (!stopping.has(child)) console.error(`${baseUrl} (${args[0]}) exited by itself: ${signal ?? `code ${code}`}`);
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${command} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return { child, startupMs: performance.now() - started };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  stopping.add(child);
  child.kill('SIGTERM');
  await exited;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

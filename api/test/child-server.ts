import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { getHealthReady } from '@waybill/shared';

/** The built server running in a process of its own (the crash tests kill and restart it). */
export interface ChildServer {
  url: string;
  child: ChildProcess;
  exited: Promise<void>;
  stderr: () => string;
}

/**
 * Starts the compiled server `main` on 127.0.0.1:`port` with `env` (beside PATH, HOME, HOST,
 * PORT and LOG_LEVEL), and waits until it is ready on that port.
 */
export async function startChildServer(
  main: string,
  port: number,
  env: Record<string, string>,
): Promise<ChildServer> {
  const child = spawn(process.execPath, [main], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmpdir(),
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  // Its running line names the port once it listens there: until then a health answer on that
  // port may be another test's server, which took the port between freePort() and this start.
  let stdout = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    try {
      const ours = stdout.includes(`Waybill is running at http://127.0.0.1:${port} `);
      if (ours && (await fetch(`${url}${getHealthReady.path({})}`)).ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || tries > 2400) throw new Error(`Did not start:\n${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, child, exited, stderr: () => stderr };
}

/** A port free a moment ago on 127.0.0.1 (the child's running line tells it got it). */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = http.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

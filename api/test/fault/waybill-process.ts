import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './postgres-server.js';
import { getHealthReady } from '@waybill/shared';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const MAIN = path.join(ROOT, 'api/dist/main.js');
const OUTPUT_LINES = 200;

/**
 * The real built server (`node api/dist/main.js`) as a child process on 127.0.0.1, the way it
 * runs in production. Builds the API first when it has not been built.
 */
export class WaybillProcess {
  /** Set as soon as the process ends: it must not, while the test runs. */
  exit: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  private readonly lines: string[] = [];

  private constructor(
    private readonly child: ChildProcess,
    readonly origin: string,
  ) {
    const keep = (chunk: Buffer) => {
      this.lines.push(...chunk.toString().split('\n').filter(Boolean));
      this.lines.splice(0, Math.max(0, this.lines.length - OUTPUT_LINES));
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    child.on('exit', (code, signal) => (this.exit = { code, signal }));
  }

  static async start(env: Record<string, string>): Promise<WaybillProcess> {
    buildIfMissing();
    const port = await freePort();
    const child = spawn(process.execPath, ['--enable-source-maps', MAIN], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const server = new WaybillProcess(child, `http://127.0.0.1:${port}`);
    await server.waitUntilHealthy(60_000);
    return server;
  }

  get alive(): boolean {
    return this.exit === null;
  }

  /** The server's last lines of output, for a failure message. */
  output(): string {
    return this.lines.join('\n');
  }

  /** Sends the process a signal (the graceful shutdown's test). */
  kill(signal: NodeJS.Signals): void {
    this.child.kill(signal);
  }

  /** Resolves with how the process ended, or null if it is still running after `timeoutMs`. */
  async exited(timeoutMs: number): Promise<WaybillProcess['exit']> {
    if (!this.alive) return this.exit;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      new Promise((resolve) => this.child.once('exit', resolve)),
      new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs))),
    ]);
    clearTimeout(timer);
    return this.exit;
  }

  async stop(): Promise<void> {
    if (!this.alive) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }

  private async waitUntilHealthy(timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (!this.alive) throw new Error(`Waybill exited at start:\n${this.output()}`);
      try {
        const response = await fetch(`${this.origin}${getHealthReady.path({})}`);
        if (response.ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`Waybill did not become ready in ${timeoutMs} ms:\n${this.output()}`);
  }
}

function buildIfMissing(): void {
  if (existsSync(MAIN) && existsSync(path.join(ROOT, 'shared/dist/index.js'))) return;
  for (const workspace of ['@waybill/shared', '@waybill/api']) {
    execFileSync('npm', ['run', 'build', '-w', workspace], { cwd: ROOT, stdio: 'inherit' });
  }
}

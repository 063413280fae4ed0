import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getHealth } from '@waybill/shared';
import { removeFolder } from '../../test-kit/folders.js';
import { copyTemplate } from './product-template.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The built product, started as `npm start` starts it, on a free port with a fresh data folder. */
export class Product {
  private process: ChildProcess | undefined;
  private readonly dataDir = mkdtempSync(path.join(tmpdir(), 'waybill-e2e-'));
  private output = '';
  url = '';

  constructor(private readonly env: Record<string, string>) {}

  async start(): Promise<void> {
    copyTemplate(this.dataDir);
    const port = await freePort();
    this.url = `http://localhost:${port}`;
    this.process = spawn(process.execPath, [path.join(ROOT, 'api', 'dist', 'main.js')], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: this.dataDir,
        LOG_LEVEL: 'warn',
        ...this.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.process.stdout?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    this.process.stderr?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    await this.waitUntilHealthy();
  }

  /** What the server has printed so far (stdout and stderr), e.g. its first sign-up link. */
  get printed(): string {
    return this.output;
  }

  async stop(): Promise<void> {
    const child = this.process;
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    removeFolder(this.dataDir);
  }

  private async waitUntilHealthy(): Promise<void> {
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (this.process?.exitCode !== null) {
        throw new Error(`Waybill exited during start:\n${this.output}`);
      }
      try {
        const response = await fetch(`${this.url}${getHealth.path({})}`);
        if (response.ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`Waybill did not become healthy:\n${this.output}`);
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

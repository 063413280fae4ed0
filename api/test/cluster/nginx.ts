import { type ChildProcess, spawn } from 'node:child_process';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getHealth } from '@waybill/shared';
import { freePort } from '../fault/postgres-server.js';

/** Where Debian's package puts nginx; NGINX_PATH overrides it. */
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/**
 * nginx in front of several instances, as deploy/ runs it: round robin, the client's address in
 * X-Forwarded-For, and the instance that answered in `X-Upstream` (for the test only), in a
 * temporary folder of its own on 127.0.0.1.
 */
export class Nginx {
  private constructor(
    private readonly child: ChildProcess,
    private readonly folder: string,
    readonly origin: string,
    private readonly output: string[],
  ) {}

  static async start(upstreams: readonly string[]): Promise<Nginx> {
    const folder = await mkdtemp(path.join(tmpdir(), 'waybill-nginx-'));
    // Workers may run as another user when the test runs as root: they write bodies here.
    const temp = path.join(folder, 'temp');
    await mkdir(temp, { recursive: true });
    await chmod(folder, 0o755);
    await chmod(temp, 0o777);
    const port = await freePort();
    const servers = upstreams.map((origin) => `server ${new URL(origin).host};`).join('\n    ');
    const config = `
daemon off;
worker_processes 1;
pid ${folder}/nginx.pid;
error_log stderr warn;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${temp}/body;
  proxy_temp_path ${temp}/proxy;
  fastcgi_temp_path ${temp}/fastcgi;
  uwsgi_temp_path ${temp}/uwsgi;
  scgi_temp_path ${temp}/scgi;
  upstream waybill {
    ${servers}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 6m;
    location / {
      proxy_pass http://waybill;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
    const file = path.join(folder, 'nginx.conf');
    await writeFile(file, config);
    const output: string[] = [];
    const child = spawn(NGINX, ['-p', folder, '-c', file], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    const nginx = new Nginx(child, folder, `http://127.0.0.1:${port}`, output);
    await nginx.waitUntilListening();
    return nginx;
  }

  async stop(): Promise<void> {
    if (this.child.exitCode === null) {
      const exited = new Promise((resolve) => this.child.once('exit', resolve));
      this.child.kill('SIGQUIT');
      await exited;
    }
    await rm(this.folder, { recursive: true, force: true });
  }

  private async waitUntilListening(): Promise<void> {
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      if (this.child.exitCode !== null)
        throw new Error(`nginx exited at start:\n${this.output.join('')}`);
      try {
        await fetch(`${this.origin}${getHealth.path({})}`);
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    throw new Error(`nginx did not listen:\n${this.output.join('')}`);
  }
}

import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Agent, request } from 'node:http';
import { HttpDrain } from './http-drain.js';

/** A server whose /slow answers after `ms` milliseconds and /hang never, unless cut. */
async function server(): Promise<{ server: Server; port: number; drain: HttpDrain }> {
  const created = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (req.url === '/hang') return;
    const ms = req.url === '/slow' ? 300 : 0;
    setTimeout(() => res.end('done'), ms);
  });
  const drain = new HttpDrain(created);
  await new Promise<void>((resolve) => created.listen(0, '127.0.0.1', resolve));
  return { server: created, port: (created.address() as AddressInfo).port, drain };
}

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

function get(port: number, path: string, agent: Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('HttpDrain', () => {
  it('lets a request in flight finish, tells it to close, and closes idle keep-alive connections', async () => {
    const { server: http, port, drain } = await server();
    const agent = new Agent({ keepAlive: true, maxSockets: 4 });
    // One keep-alive connection left idle, one busy with a slow request.
    expect((await get(port, '/fast', agent)).body).toBe('done');
    const slow = get(port, '/slow', agent);
    await new Promise((resolve) => setTimeout(resolve, 50));

    const began = Date.now();
    const drained = await drain.drain(5_000);
    const answer = await slow;
    expect(answer).toEqual({ status: 200, connection: 'close', body: 'done' });
    expect(drained).toEqual({ inFlight: 1, cut: false });
    // The idle connection did not hold the drain: it ended when the slow answer did.
    expect(Date.now() - began).toBeLessThan(2_000);
    expect(http.listening).toBe(false);
    // New connections are refused.
    await expect(get(port, '/fast', new Agent())).rejects.toThrow(/ECONNREFUSED/);
    agent.destroy();
  });

  it('cuts what is still running when the grace period ends', async () => {
    const { port, drain } = await server();
    const agent = new Agent({ keepAlive: true });
    const hanging = get(port, '/hang', agent).catch((error: Error) => error);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const began = Date.now();
    expect(await drain.drain(300)).toEqual({ inFlight: 1, cut: true });
    expect(Date.now() - began).toBeGreaterThanOrEqual(290);
    // The client sees its connection cut, not an answer.
    expect(String(await hanging)).toMatch(/socket hang up|ECONNRESET/);
    agent.destroy();
  });
});

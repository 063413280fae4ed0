import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction, type Socket } from 'node:net';
import { refusedClass, type AddressClass, type OutgoingPolicy } from './address-policy.js';
import { urlProblem } from './url-policy.js';

/** A call the policy refused before any byte was sent. */
export class OutgoingRefused extends Error {
  constructor(
    message: string,
    readonly kind: AddressClass | 'url',
  ) {
    super(message);
  }
}

export interface SafePostOptions {
  headers: Record<string, string>;
  body: string;
  policy: OutgoingPolicy;
  /** The whole call, connection to the last byte read (default 10 s). */
  timeoutMs?: number;
  /** Read at most this much of the answer; the rest is dropped (default 1 KB). */
  maxBytes?: number;
  /** For tests: the resolver (default dns.lookup). Never with `keepAlive`. */
  lookup?: typeof dnsLookup;
  /**
   * Keep the connection for the next call to the same host (webhook deliveries: one endpoint
   * gets many in a row). The address was checked when the connection was made; a connection is
   * shared only between calls under the same policy.
   */
  keepAlive?: boolean;
}

export interface SafeAnswer {
  status: number;
  /** The first `maxBytes` of the answer, as text. */
  body: string;
}

/**
 * POSTs `body` to `url` without letting the address reach inside (docs/webhooks.md): the URL is
 * checked, every address a name resolves to is checked in the connection's own lookup (so the
 * address connected to is the one checked: no second resolution in between), redirects are never
 * followed (a 3xx is just its status), the whole call has a deadline and at most `maxBytes` of the
 * answer is read.
 */
export async function safePost(url: string, options: SafePostOptions): Promise<SafeAnswer> {
  const problem = urlProblem(url, options.policy);
  if (problem) {
    const kind = problem.code === 'webhook.url_address' ? problem.kind : 'url';
    throw new OutgoingRefused(`Refused address: ${problem.code}`, kind);
  }
  const target = new URL(url);
  const agent = options.keepAlive && !options.lookup ? keptAgent(target, options.policy) : false;
  try {
    return await postOnce(target, options, agent);
  } catch (error) {
    // A kept connection the receiver had closed meanwhile fails before any answer: once more
    // on a new connection (Node's advice for `reusedSocket`); any other failure is the try's.
    if (!(error instanceof ReusedSocketClosed)) throw error;
    return postOnce(target, options, false);
  }
}

/** A kept connection found closed by the other side when it was used again. */
class ReusedSocketClosed extends Error {}

/** Idle kept connections are closed after this long (sooner when the receiver says so). */
const KEPT_IDLE_MS = 4_000;
/** At most this many connections to one host at once, per policy. */
const KEPT_PER_HOST = 16;
const keptAgents = new Map<string, http.Agent>();

/**
 * The keep-alive agent of a protocol and policy: it pools connections per host and port, so each
 * endpoint's host has its own few. Its connections were made through the guarded lookup of that
 * policy, so reusing one never reaches an address the policy refuses.
 */
function keptAgent(target: URL, policy: OutgoingPolicy): http.Agent {
  const name = `${target.protocol}|${policy.allowPrivate}|${policy.devMode}`;
  let agent = keptAgents.get(name);
  if (!agent) {
    const settings = {
      keepAlive: true,
      maxSockets: KEPT_PER_HOST,
      maxFreeSockets: KEPT_PER_HOST,
      timeout: KEPT_IDLE_MS,
      scheduling: 'lifo' as const,
    };
    agent = target.protocol === 'https:' ? new https.Agent(settings) : new http.Agent(settings);
    agent.keepSocketAlive = keepSocketAlive;
    keptAgents.set(name, agent);
  }
  return agent;
}

/** The receiver's Keep-Alive hint (`timeout=N`, in ms) of a connection's last answer. */
const keepAliveHints = new WeakMap<Socket, number>();
/**
 * How long before the receiver's hint a kept connection is let go. Node's agent keeps a whole
 * second (so a receiver saying `timeout=1`, as some do, got a new connection per delivery); the
 * margin only has to cover the request's way to the receiver, and a connection it closed
 * meanwhile is retried once on a new one (ReusedSocketClosed).
 */
const HINT_MARGIN_MS = 300;

/** Node's Agent#keepSocketAlive, with the smaller margin before the receiver's hint. */
function keepSocketAlive(this: http.Agent, socket: Socket): boolean {
  socket.setKeepAlive(true, 1000);
  socket.unref();
  const hint = keepAliveHints.get(socket);
  const idle = hint === undefined ? KEPT_IDLE_MS : Math.min(KEPT_IDLE_MS, hint - HINT_MARGIN_MS);
  if (idle <= 0) return false;
  if (socket.timeout !== idle) socket.setTimeout(idle);
  return true;
}

function postOnce(
  target: URL,
  options: SafePostOptions,
  agent: http.Agent | false,
): Promise<SafeAnswer> {
  const { policy, timeoutMs = 10_000, maxBytes = 1024 } = options;
  const client = target.protocol === 'https:' ? https : http;
  const checkedLookup = guardedLookup(policy, options.lookup ?? dnsLookup);
  return new Promise<SafeAnswer>((resolve, reject) => {
    let settled = false;
    let answered = false;
    let timer: NodeJS.Timeout | undefined;
    const finish = (error: Error | null, answer?: SafeAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error) reject(error);
      else resolve(answer as SafeAnswer);
    };
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: { ...options.headers, 'content-length': Buffer.byteLength(options.body) },
        // Every new connection resolves and checks its address afresh.
        lookup: checkedLookup,
        agent,
      },
      (response) => {
        answered = true;
        const hint = /^timeout=(\d+)/.exec(String(response.headers['keep-alive'] ?? ''))?.[1];
        if (hint) keepAliveHints.set(response.socket, Number(hint) * 1000);
        else keepAliveHints.delete(response.socket);
        const chunks: Buffer[] = [];
        let read = 0;
        const done = () =>
          finish(null, {
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).subarray(0, maxBytes).toString('utf8'),
          });
        response.on('data', (chunk: Buffer) => {
          if (read < maxBytes) chunks.push(chunk);
          read += chunk.length;
          // Enough read: the rest is not wanted, however long it is.
          if (read >= maxBytes) {
            done();
            response.destroy();
          }
        });
        response.on('end', done);
        response.on('error', (error) => finish(error));
        response.on('close', done);
      },
    );
    // The deadline is the receiver's: it starts when the call has its connection (a new one still
    // resolves and connects within it), not while it waits for one of the host's few kept ones.
    request.once('socket', () => {
      if (settled) return;
      timer = setTimeout(() => {
        finish(new Error(`No answer within ${timeoutMs} ms`));
        request.destroy();
      }, timeoutMs);
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      const stale =
        request.reusedSocket &&
        !answered &&
        (error.code === 'ECONNRESET' || error.code === 'EPIPE');
      finish(stale ? new ReusedSocketClosed(error.message) : error);
    });
    request.end(options.body);
  });
}

/**
 * A lookup for the connection that refuses a name when any address it resolves to is refused
 * (a name with one inside address among public ones could be made to connect to it).
 */
function guardedLookup(policy: OutgoingPolicy, resolve: typeof dnsLookup): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as unknown as LookupAddress[];
      for (const { address } of list) {
        const kind = refusedClass(address, policy);
        if (kind) {
          return callback(
            new OutgoingRefused(`Refused address: ${hostname} resolves to ${address}`, kind),
            '',
            0,
          );
        }
      }
      if (list.length === 0) return callback(new Error(`No address for ${hostname}`), '', 0);
      if (options.all) return callback(null, list as never, 0);
      callback(null, list[0].address, list[0].family);
    });
  };
}

/** Whether a name's addresses are all allowed: for the check when a URL is saved. */
export async function resolvedProblem(
  url: string,
  policy: OutgoingPolicy,
  resolve: typeof dnsLookup = dnsLookup,
): Promise<AddressClass | 'unresolved' | null> {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return refusedClass(host, policy);
  const addresses = await new Promise<LookupAddress[] | null>((done) =>
    resolve(host, { all: true }, (error, found) => done(error ? null : (found as never))),
  );
  if (!addresses || addresses.length === 0) return 'unresolved';
  for (const { address } of addresses) {
    const kind = refusedClass(address, policy);
    if (kind) return kind;
  }
  return null;
}

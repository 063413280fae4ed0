// npm run fuzz [-- --seed N --requests N --concurrency N]
//
// Starts the built product (api/dist/main.js: run `npm run build` first) on a free port with a
// temporary DATA_DIR and the embedded database, signs up the first admin from loopback, then
// walks the OpenAPI document (/api/docs-json) sending malformed requests (bench/fuzz-cases.mjs),
// signed out, signed in, and with an API key (`Authorization: Bearer`, an `Idempotency-Key` on
// half its POSTs; two thirds of them on the calls open to keys). Every answer must keep bench/fuzz-answers.mjs's rules:
// no 5xx, every 4xx an envelope with a readable sentence and a known code. At the end the server
// must still answer its health check, with its memory (RSS) grown by less than the bound after
// the first quarter of the run (the warm-up).
// Prints the figures; exits 1, printing the offending requests, when a rule is broken.
import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import {
  API_PREFIX,
  KEY_SCOPES,
  createApiKey,
  createParcel,
  getHealth,
  getSettings,
  signIn,
  signOut,
  signOutUser,
  signUp,
} from '@waybill/shared';
import { brokenRules } from './fuzz-answers.mjs';
import { operationsOf, requestMaker } from './fuzz-cases.mjs';
import {
  API_MAIN,
  assertApiBuilt,
  freePort,
  seededRandom,
  startNode,
  stopAll,
  tempDir,
  warnIfBusy,
} from './lib.mjs';

const { values: options } = parseArgs({
  options: {
    seed: { type: 'string' },
    requests: { type: 'string', default: '10000' },
    concurrency: { type: 'string', default: '8' },
    'max-rss-growth': { type: 'string', default: '256' },
  },
});
const SEED = options.seed === undefined ? randomInt(2 ** 31) : Number(options.seed);
const REQUESTS = Number(options.requests);
const CONCURRENCY = Number(options.concurrency);
const MAX_RSS_GROWTH_MIB = Number(options['max-rss-growth']);
for (const [name, value] of Object.entries({ SEED, REQUESTS, CONCURRENCY, MAX_RSS_GROWTH_MIB })) {
  if (!Number.isInteger(value) || value < 0) {
    console.error(`${name} must be a whole number, got ${value}`);
    process.exit(2);
  }
}
/** A request without an answer after this long counts as a failure. */
const ANSWER_TIMEOUT_MS = 60_000;
const ADMIN = { email: 'fuzz-admin@waybill.test', password: 'fuzz-admin-password-1' };
/** Calls that end the fuzzer's own session: only sent signed out. */
const SIGN_OUTS = new Set([signOut.route, signOutUser.route]);

const mib = (/** @type {number} */ bytes) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;
const count = (/** @type {number} */ n) => n.toLocaleString('en');

assertApiBuilt();
warnIfBusy();
console.log(
  `Seed ${SEED} (repeat this run: npm run fuzz -- --seed ${SEED} --requests ${REQUESTS})`,
);

const port = await freePort();
const server = await startNode({
  name: 'waybill',
  script: API_MAIN,
  env: {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: tempDir('waybill-fuzz-'),
    NODE_ENV: 'production',
    LOG_LEVEL: 'error',
  },
  port,
  readyPath: getHealth.path({}),
  timeoutMs: 120_000,
  inheritEnv: false,
});

const session = { cookie: '', signIns: 0 };
/** The API key the key-authenticated requests send (made again when a fuzzed call revoked it). */
const apiKey = { secret: '', made: 0 };
/** The key being made, if any. */
let makingKey = /** @type {Promise<void> | null} */ (null);
/** The sign-in under way, if any. */
let signingIn = /** @type {Promise<void> | null} */ (null);
await signUpAndIn();
await makeKeyAgain();
await call(createParcel.path({}), {
  method: 'POST',
  headers: { 'Content-Type': 'application/json', Cookie: session.cookie },
  body: JSON.stringify({
    tracking_code: 'FUZZ0000001',
    recipient_name: 'Ada',
    destination: 'Lagos',
  }),
});
// The OpenAPI document as create-app.ts serves it (SwaggerModule, beside the /docs page).
const document = await (await call(`${API_PREFIX}/docs-json`)).json();
const operations = operationsOf(document);
if (operations.length === 0) throw new Error('The OpenAPI document lists no operations');
/** The operations open to API keys: the document gives them the bearer security scheme. */
const keyOperations = operations.filter((op) =>
  (document.paths[op.route]?.[op.method.toLowerCase()]?.security ?? []).some(
    (/** @type {Record<string, unknown>} */ scheme) => 'apiKey' in scheme,
  ),
);
if (keyOperations.length === 0) throw new Error('The OpenAPI document opens no call to API keys');

const rssStart = rss();
let rssPeak = rssStart;
// Memory is bounded if it stops growing: the first quarter of the run warms the server up (the
// heap grows to hold megabyte bodies once), and growth is measured from there to the end.
const WARM_AFTER = Math.floor(REQUESTS / 4);
let rssWarm = rssStart;
const makeRequest = requestMaker(seededRandom(SEED));
const random = seededRandom(SEED ^ 0x5eed);
/** @type {Record<string, number>} */
const byClass = { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0, 'no answer': 0 };
/** @type {Record<string, number>} */
const byStatus = {};
const sent = { signedOut: 0, signedIn: 0, withKey: 0 };
/** @type {string[]} */
const failures = [];
let failed = 0;
let envelopes = 0;

const started = performance.now();
let next = 0;
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (next < REQUESTS) {
      const index = next++;
      const withKey = random() < 1 / 3;
      const op =
        withKey && random() < 2 / 3
          ? keyOperations[index % keyOperations.length]
          : operations[index % operations.length];
      const signedIn = !withKey && random() < 0.5 && !SIGN_OUTS.has(toRoute(op.route));
      const request = makeRequest(op, signedIn);
      await fuzzOne(withKey ? { ...request, withKey, idempotent: random() < 0.5 } : request);
      if (index === WARM_AFTER) rssWarm = rss();
      if (index % 250 === 0) rssPeak = Math.max(rssPeak, rss());
      if (index > 0 && index % 2000 === 0)
        console.log(`… ${count(index)} sent, ${count(failed)} broke the rules`);
    }
  }),
);
const seconds = (performance.now() - started) / 1000;

const health = await call(getHealth.path({})).catch(() => null);
const alive = server.alive() && health?.status === 200;
const rssEnd = rss();
rssPeak = Math.max(rssPeak, rssEnd);
const growth = (rssEnd - rssWarm) / 2 ** 20;

console.log(`
Requests sent: ${count(REQUESTS)} in ${seconds.toFixed(1)} s (${count(Math.round(REQUESTS / seconds))}/s), ${count(sent.signedOut)} signed out, ${count(sent.signedIn)} signed in, ${count(sent.withKey)} with an API key; ${operations.length} operations of the OpenAPI document (${keyOperations.length} open to keys); signed in ${session.signIns} time(s), ${apiKey.made} key(s) made
Answers by class: ${Object.entries(byClass)
  .map(([name, n]) => `${name} ${count(n)}`)
  .join(' · ')}
Answers by status: ${Object.entries(byStatus)
  .sort()
  .map(([status, n]) => `${status} ${count(n)}`)
  .join(' · ')}
4xx answers that are envelopes with a readable sentence and a known code (or, for a mail link, a page with a readable title): ${count(envelopes)} of ${count(byClass['4xx'])}
Server alive at the end: ${alive ? 'yes' : 'NO'} (GET /api/health ${health?.status ?? 'no answer'})
RSS: ${mib(rssStart)} at the start, ${mib(rssWarm)} after ${count(WARM_AFTER)} requests, ${mib(rssEnd)} at the end, ${mib(rssPeak)} at the peak: grew ${growth.toFixed(1)} MiB after the warm-up (bound ${MAX_RSS_GROWTH_MIB} MiB)`);

if (!alive) failures.push('The server did not answer its health check at the end');
if (growth > MAX_RSS_GROWTH_MIB)
  failures.push(`RSS grew ${growth.toFixed(1)} MiB, over ${MAX_RSS_GROWTH_MIB} MiB`);
await server.stop();
await stopAll();
if (failures.length > 0 || failed > 0) {
  console.error(
    `\nFAILED: ${count(failed)} request(s) broke the rules (first ${failures.length} shown), seed ${SEED}:\n`,
  );
  console.error(failures.join('\n\n'));
  process.exit(1);
}
console.log(
  '\nPASSED: 0 answers of 5xx, every 4xx an envelope with a readable error and its code.',
);

/**
 * Sends one request, checks its answer, counts it.
 * @param {import('./fuzz-cases.mjs').FuzzRequest & { withKey?: boolean, idempotent?: boolean }} request
 */
async function fuzzOne(request) {
  if (request.withKey) sent.withKey++;
  else if (request.signedIn) sent.signedIn++;
  else sent.signedOut++;
  const headers = { ...request.headers };
  if (request.signedIn)
    headers.Cookie = [session.cookie, headers.Cookie].filter(Boolean).join('; ');
  if (request.withKey) {
    headers.Authorization = `Bearer ${apiKey.secret}`;
    // A few keys repeat, so that replays and reused keys are fuzzed too.
    if (request.idempotent && request.method === 'POST')
      headers['Idempotency-Key'] = `fuzz-${Math.floor(random() * 50)}`;
  }
  /** @type {string[]} */
  let problems;
  let summary = '';
  try {
    const response = await call(request.path, {
      method: request.method,
      headers,
      body: request.body,
      signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
    });
    const text = await response.text();
    const status = response.status;
    byClass[`${Math.floor(status / 100)}xx`] = (byClass[`${Math.floor(status / 100)}xx`] ?? 0) + 1;
    byStatus[status] = (byStatus[status] ?? 0) + 1;
    problems = brokenRules(request, {
      status,
      contentType: response.headers.get('content-type') ?? '',
      text,
    });
    if (status >= 400 && status < 500 && problems.length === 0) envelopes++;
    summary = `${status} ${preview(text)}`;
    if (request.signedIn && status === 401) await signInAgain();
    if (request.withKey && status === 401) await makeKeyAgain();
  } catch (error) {
    byClass['no answer']++;
    problems = [
      `no answer: ${error instanceof Error ? `${error.message} ${error.cause ?? ''}` : error}`,
    ];
  }
  if (problems.length === 0) return;
  failed++;
  if (failures.length < 40) {
    failures.push(
      [
        `${request.method} ${preview(request.path)} (${request.mutation}; ${request.withKey ? 'with an API key' : request.signedIn ? 'signed in' : 'signed out'})`,
        `  headers: ${JSON.stringify(request.headers)}`,
        `  body: ${describeBody(request.body)}`,
        `  answer: ${summary}`,
        `  broken: ${problems.join('; ')}`,
      ].join('\n'),
    );
  }
}

/** fetch against the server, never following redirects. */
function call(/** @type {string} */ path, /** @type {RequestInit} */ init = {}) {
  return fetch(`${server.url}${path}`, { redirect: 'manual', ...init });
}

async function signUpAndIn() {
  const signedUp = await call(signUp.path({}), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!signedUp.ok)
    throw new Error(
      `Signing up the first admin failed: ${signedUp.status} ${await signedUp.text()}`,
    );
  await signInAgain();
}

/** Signs in (again: a fuzzed call may have ended the session), at most once at a time. */
function signInAgain() {
  signingIn ??= (async () => {
    const check = await call(getSettings.path({}), { headers: { Cookie: session.cookie } });
    await check.arrayBuffer();
    if (session.cookie && check.status === 200) return;
    const form = new FormData();
    form.append('email', ADMIN.email);
    form.append('password', ADMIN.password);
    const answer = await call(signIn.path({}), { method: 'POST', body: form });
    const text = await answer.text();
    const cookie = answer.headers.getSetCookie().find((line) => line.startsWith('waybill.sid='));
    if (!answer.ok || !cookie) throw new Error(`Signing in failed: ${answer.status} ${text}`);
    session.cookie = cookie.split(';')[0];
    session.signIns++;
  })().finally(() => {
    signingIn = null;
  });
  return signingIn;
}

/** Makes an API key with every scope (again: a fuzzed call may have revoked it), once at a time. */
function makeKeyAgain() {
  makingKey ??= (async () => {
    await signInAgain();
    const answer = await call(createApiKey.path({}), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: session.cookie },
      body: JSON.stringify({ name: `Fuzz shop ${apiKey.made + 1}`, scopes: KEY_SCOPES }),
    });
    const text = await answer.text();
    if (answer.status !== 201)
      throw new Error(`Making an API key failed: ${answer.status} ${text}`);
    apiKey.secret = JSON.parse(text).data.secret;
    apiKey.made++;
  })().finally(() => {
    makingKey = null;
  });
  return makingKey;
}

/** The route of the contract for an OpenAPI path: {code} written :code. */
function toRoute(/** @type {string} */ openApiPath) {
  return openApiPath.replace(/\{(\w+)\}/g, ':$1');
}

/** The server's resident memory in bytes (Linux /proc, else ps). */
function rss() {
  try {
    const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1];
    if (kb) return Number(kb) * 1024;
  } catch {
    // not Linux
  }
  return (
    Number(
      execFileSync('ps', ['-o', 'rss=', '-p', String(server.pid)])
        .toString()
        .trim(),
    ) * 1024
  );
}

function preview(/** @type {string} */ text) {
  const shown = JSON.stringify(text.length > 300 ? `${text.slice(0, 300)}…` : text);
  return text.length > 300 ? `${shown} (${count(text.length)} characters)` : shown;
}

function describeBody(/** @type {unknown} */ body) {
  if (body === undefined) return '(none)';
  if (typeof body === 'string') return preview(body);
  if (body instanceof Uint8Array)
    return `${body.length} bytes: ${preview(Buffer.from(body).toString('latin1'))}`;
  if (body instanceof FormData)
    return `form ${preview(JSON.stringify([...body.entries()].map(([k, v]) => [k, String(v)])))}`;
  return String(body);
}

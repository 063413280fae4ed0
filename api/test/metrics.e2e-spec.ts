import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_PREFIX, getHealthLive, getHealthReady, problem, trackParcel } from '@waybill/shared';
import { OutboxService } from '../src/mail/outbox.service.js';
import { startTestApp, type TestApp } from './harness.js';

/**
 * GET /metrics: Prometheus' text, only with the bearer token; figures by route template, never by
 * address, so tracking codes never become labels.
 */
const TOKEN = `metrics-${'t'.repeat(24)}-${randomBytes(8).toString('hex')}`;
const LOOKUPS = 3;

describe('/metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('is not there, whatever is sent', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}`, 'Bearer ']) {
      const request = t.http().get('/metrics');
      if (authorization) request.set('Authorization', authorization);
      const response = await request.expect(404);
      expect(response.body).toMatchObject({
        status: 404,
        error_codes: ['route.not_found'],
        errors: [problem('route.not_found', { method: 'GET', path: '/metrics' }).message],
      });
      expect(response.text).not.toContain('process_cpu');
    }
  });
});

describe('/metrics with METRICS_TOKEN', () => {
  const webRoot = mkdtempSync(path.join(tmpdir(), 'waybill-web-'));
  let t: TestApp;
  beforeAll(async () => {
    // Both apps "built", so their paths answer as in production.
    for (const app of ['public-web', 'admin']) {
      mkdirSync(path.join(webRoot, app, 'dist', 'assets'), { recursive: true });
      writeFileSync(path.join(webRoot, app, 'dist', 'index.html'), `<html>${app}</html>`);
    }
    // Visitors from one address get LOOKUPS tracking lookups: the next one is a refusal to count.
    t = await startTestApp({
      METRICS_TOKEN: TOKEN,
      TRACKING_LOOKUP_LIMIT: String(LOOKUPS),
      WEB_ROOT: webRoot,
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const scrape = async () => {
    const response = await t.http().get('/metrics').set('Authorization', `Bearer ${TOKEN}`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    return response.text;
  };

  it('refuses a missing or wrong token with 401, without figures', async () => {
    const wrong = [
      undefined,
      TOKEN,
      `Basic ${TOKEN}`,
      `Bearer ${TOKEN.slice(0, -1)}`,
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.toUpperCase()}`,
      'Bearer ',
    ];
    for (const authorization of wrong) {
      const request = t.http().get('/metrics');
      if (authorization !== undefined) request.set('Authorization', authorization);
      const response = await request;
      expect([authorization, response.status]).toEqual([authorization, 401]);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(response.body).toMatchObject({ status: 401, error_codes: ['request.refused'] });
      expect(response.text).not.toContain('waybill_');
    }
    // A token in the address is not a token.
    await t.http().get(`/metrics?token=${TOKEN}`).expect(401);
  });

  it('counts requests by route template and status, with latency histograms', async () => {
    await t.http().get(getHealthLive.path({})).expect(200);
    await t.http().get(getHealthLive.path({})).expect(200);
    await t.http().get(getHealthReady.path({})).expect(200);
    await t.http().get(`${API_PREFIX}/no/such/route`).expect(404);
    const text = await scrape();
    expect(value(text, 'waybill_http_requests_total', live(200))).toBe(2);
    expect(value(text, 'waybill_http_requests_total', ready(200))).toBe(1);
    expect(
      value(text, 'waybill_http_requests_total', {
        method: 'GET',
        route: `${API_PREFIX}/(unmatched)`,
        status: '404',
      }),
    ).toBe(1);
    expect(value(text, 'waybill_http_request_duration_seconds_count', live(200))).toBe(2);
    expect(
      value(text, 'waybill_http_request_duration_seconds_bucket', { ...live(200), le: '+Inf' }),
    ).toBe(2);
    expect(value(text, 'waybill_http_request_duration_seconds_sum', live(200))).toBeGreaterThan(0);
    // The scrapes count too, under their own route.
    expect(
      value(text, 'waybill_http_requests_total', {
        method: 'GET',
        route: '/metrics',
        status: '401',
      }),
    ).toBeGreaterThanOrEqual(7);
  });

  it('shows the database pool, the outbox and the process', async () => {
    const outbox = t.app.get(OutboxService);
    for (let i = 0; i < 3; i++) {
      await outbox.enqueue({ to: `r${i}@example.com`, subject: `Queued ${i}`, text: 'Hello' });
    }
    // The oldest queued message is 90 s old; one other has failed for good.
    await t.dataSource.query(
      `UPDATE outbox_messages SET created_at = now() - interval '90 seconds' WHERE subject = 'Queued 0'`,
    );
    await t.dataSource.query(
      `UPDATE outbox_messages SET status = 'failed' WHERE subject = 'Queued 2'`,
    );
    const text = await scrape();
    expect(value(text, 'waybill_outbox_messages', { status: 'queued' })).toBe(2);
    expect(value(text, 'waybill_outbox_messages', { status: 'failed' })).toBe(1);
    expect(value(text, 'waybill_outbox_messages', { status: 'sending' })).toBe(0);
    const oldest = value(text, 'waybill_outbox_oldest_queued_seconds', {});
    expect(oldest).toBeGreaterThanOrEqual(90);
    expect(oldest).toBeLessThan(150);

    const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
    const total = value(text, 'waybill_db_pool_connections', { state: 'total' });
    // PGlite has one connection; pg's pool has made at least one and at most its ten.
    if (onPostgres) expect(total).toBeGreaterThanOrEqual(1);
    else expect(total).toBe(1);
    expect(total).toBeLessThanOrEqual(10);
    expect(
      value(text, 'waybill_db_pool_connections', { state: 'idle' }) +
        value(text, 'waybill_db_pool_connections', { state: 'in_use' }),
    ).toBe(total);
    expect(value(text, 'waybill_db_pool_waiting', {})).toBeGreaterThanOrEqual(0);

    // collectDefaultMetrics: the process' own figures.
    expect(value(text, 'process_cpu_user_seconds_total', {})).toBeGreaterThan(0);
    expect(value(text, 'nodejs_heap_size_used_bytes', {})).toBeGreaterThan(0);
  });

  it('counts rate-limit refusals by rule', async () => {
    const before = value(
      await scrape(),
      'waybill_rate_limit_refusals_total',
      {
        rule: 'tracking:lookup',
      },
      0,
    );
    for (let i = 0; i <= LOOKUPS; i++) {
      const response = await t.http().get(trackParcel.path({ code: `WBNONE${i}` }));
      expect(response.status).toBe(i < LOOKUPS ? 404 : 429);
    }
    const text = await scrape();
    expect(value(text, 'waybill_rate_limit_refusals_total', { rule: 'tracking:lookup' })).toBe(
      before + 1,
    );
    expect(
      value(text, 'waybill_http_requests_total', {
        method: 'GET',
        route: trackParcel.route,
        status: '429',
      }),
    ).toBe(1);
  });

  it('never turns tracking codes, ids or made-up paths into labels', async () => {
    const sent: string[] = [];
    const paths: string[] = [];
    for (let i = 0; i < 120; i++) {
      const mark = `Zq${randomBytes(6).toString('hex')}`;
      sent.push(mark);
      paths.push(
        [
          trackParcel.path({ code: mark }),
          `${trackParcel.path({ code: mark })}?utm=${mark}`,
          `${API_PREFIX}/${mark}`,
          `${API_PREFIX}/parcels/${mark}/history/${i}`,
          `/assets/${mark}.js`,
          `/uploads/images/${mark}.png`,
          `/control/${mark}`,
          `/${mark}`,
          `${API_PREFIX}/pages/${mark}`,
          `/metrics/${mark}`,
        ][i % 10],
      );
    }
    for (const address of paths) {
      const response = await t.http().get(address);
      expect([address, response.status < 500]).toEqual([address, true]);
    }
    const text = await scrape();
    for (const mark of sent) expect(text).not.toContain(mark);
    const routes = new Set(
      [...text.matchAll(/^waybill_http_requests_total\{[^}]*route="([^"]*)"/gm)].map(
        (match) => match[1],
      ),
    );
    // Every label is a template or an area: a handful, however many addresses were asked.
    expect(routes.size).toBeLessThanOrEqual(16);
    for (const route of routes) expect(route).toMatch(/^(\/[a-z:*(){}]*)+$|^\(site\)$/);
  });
});

const live = (status: number) => ({
  method: 'GET',
  route: getHealthLive.route,
  status: String(status),
});
const ready = (status: number) => ({
  method: 'GET',
  route: getHealthReady.route,
  status: String(status),
});

/** The value of one sample: the metric with exactly these labels (in any order). */
function value(
  text: string,
  name: string,
  labels: Record<string, string>,
  otherwise?: number,
): number {
  const wanted = Object.entries(labels)
    .map(([key, label]) => `${key}="${label}"`)
    .sort()
    .join(',');
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = (match[2] ?? '')
      .split(/,(?=[a-zA-Z_]\w*=")/)
      .filter(Boolean)
      .sort()
      .join(',');
    if (have === wanted) return Number(match[3]);
  }
  if (otherwise !== undefined) return otherwise;
  const near = text.split('\n').filter((line) => line.startsWith(name));
  throw new Error(`No sample ${name}{${wanted}} among:\n${near.join('\n').slice(0, 4000)}`);
}

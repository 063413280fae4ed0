import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Housekeeping } from '../src/core/housekeeping.service.js';
import { ADMIN, startTestApp, type TestApp } from './harness.js';
import { getAdminStatus, signIn, signUp } from '@waybill/shared';

describe('one process serves both apps and the uploads', () => {
  const webRoot = mkdtempSync(path.join(tmpdir(), 'waybill-web-'));
  let t: TestApp;

  beforeAll(async () => {
    for (const [app, marker] of [
      ['public-web', 'PUBLIC APP'],
      ['admin', 'ADMIN APP'],
    ]) {
      mkdirSync(path.join(webRoot, app, 'dist', 'assets'), { recursive: true });
      writeFileSync(path.join(webRoot, app, 'dist', 'index.html'), `<html>${marker}</html>`);
      writeFileSync(
        path.join(webRoot, app, 'dist', 'assets', 'app.js'),
        `// ${marker}\n${'console.log("waybill");\n'.repeat(200)}`,
      );
    }
    t = await startTestApp({ WEB_ROOT: webRoot });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it.each(['/', '/track.html?code=WB1', '/pages/about-us', '/contact.html', '/no/such/screen'])(
    'loads the public app at %s',
    async (url) => {
      const response = await t.http().get(url).expect(200);
      expect(response.text).toContain('PUBLIC APP');
    },
  );

  it.each([
    '/control',
    '/control/index.html',
    '/control/signin.html',
    '/control/parcels/WB1/activities/3',
    '/cp',
    '/cp/signup',
  ])('loads the admin app at %s', async (url) => {
    const response = await t.http().get(url).expect(200);
    expect(response.text).toContain('ADMIN APP');
  });

  it('sends text gzipped to clients that accept it', async () => {
    const response = await t
      .http()
      .get('/assets/app.js')
      .set('Accept-Encoding', 'gzip')
      .expect(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.text).toContain('PUBLIC APP');
  });

  it('serves each app its own assets and 404s a missing one', async () => {
    expect((await t.http().get('/control/assets/app.js').expect(200)).text).toContain('ADMIN APP');
    expect((await t.http().get('/assets/app.js').expect(200)).text).toContain('PUBLIC APP');
    await t.http().get('/assets/missing.js').expect(404);
  });

  it('serves uploaded images with nosniff, and nothing outside the folder', async () => {
    writeFileSync(
      path.join(t.config.uploadsDir, 'parcel.png'),
      Buffer.from([0x89, 0x50, 0x4e, 0x47]),
    );
    const image = await t.http().get('/uploads/images/parcel.png').expect(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    const traversal = await t.http().get('/uploads/images/..%2f..%2fdb%2fPG_VERSION');
    expect([403, 404]).toContain(traversal.status);
    await t.http().get('/uploads/images/missing.png').expect(404);
  });
});

describe('the embedded database', () => {
  it('keeps its data across a restart', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'waybill-restart-'));
    const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    try {
      const first = await startTestApp(env, { keepData: true });
      await first.reset();
      await first.http().post(signUp.path({})).send(ADMIN).expect(201);
      await first.close();
      const second = await startTestApp(env, { keepData: true });
      const status = await second.http().get(getAdminStatus.path({})).expect(200);
      expect(status.body.data).toEqual({ has_admin: true });
      await second
        .http()
        .post(signIn.path({}))
        .field('email', ADMIN.email)
        .field('password', ADMIN.password)
        .expect(200);
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('housekeeping', () => {
  it('deletes expired sessions and rate-limit windows, keeping live ones', async () => {
    const t = await startTestApp();
    try {
      await t.http().post(signUp.path({})).send(ADMIN).expect(201);
      await t.dataSource.query(
        `INSERT INTO sessions (sid, public_id, data, expires_at)
         VALUES ('old', 'old-public-id', '{}', now() - interval '1 minute')`,
      );
      await t.dataSource.query(
        `INSERT INTO rate_limits (key, hits, reset_at) VALUES ('old', 3, now() - interval '1 minute'),
                                                              ('live', 3, now() + interval '1 hour')`,
      );
      await t.app.get(Housekeeping).sweep();
      const sessions = await t.dataSource.query(`SELECT sid FROM sessions`);
      expect(sessions.map((row: { sid: string }) => row.sid)).not.toContain('old');
      expect(sessions).toHaveLength(1);
      const limits = await t.dataSource.query(`SELECT key FROM rate_limits`);
      const keys = limits.map((row: { key: string }) => row.key);
      // The sign-up above opened live windows of its own (its client's and all clients' budgets).
      expect(keys).toContain('live');
      expect(keys).not.toContain('old');
    } finally {
      await t.close();
    }
  });
});

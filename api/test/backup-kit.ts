import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import {
  acceptInvitation,
  createActivity,
  createInvoice,
  createPage,
  createReview,
  exportAuditCheckpoint,
  inviteStaff,
  uploadParcelImage,
} from '@waybill/shared';
import { filesUnder } from '../src/backup/staged-files.js';
import { createParcel } from '../../test-kit/parcels.js';
import { solidPng, tinyPng } from '../../test-kit/pictures.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { trackParcel, unlockParcel } from '@waybill/shared';
import { AuditVerifier } from '../src/audit/audit-verifier.js';
import { signedInAgent, startTestApp, staffClient, type TestApp } from './harness.js';
import { MEMBER_PASSWORD, invitationToken } from './staff-kit.js';
import { freshDatabase as freshDatabaseOn } from './postgres-databases.js';

/** The PostgreSQL server the integration tests may create databases on. */
export const POSTGRES_SERVER =
  process.env.BACKUP_TEST_POSTGRES ??
  (process.env.TEST_DATABASE_URL
    ? serverOf(process.env.TEST_DATABASE_URL)
    : 'postgres://postgres@127.0.0.1:5432');

/** The server part of a database address (CI's TEST_DATABASE_URL names one database on it). */
function serverOf(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.pathname = '';
  url.search = '';
  return url.toString().replace(/\/$/, '');
}

/** A new empty database with a name of its own; `drop` removes it. */
export const freshDatabase = () => freshDatabaseOn(POSTGRES_SERVER, 'waybill_backup');

/**
 * A little of everything staff make: parcels with photos and history, a page, reviews with and
 * without a photo, an invoice, an invited member who accepted (with their audit rows).
 */
export async function seedEverything(app: TestApp): Promise<void> {
  const owner = await signedInAgent(app);
  const staff = staffClient(owner);
  for (const [index, colour] of (
    [
      [200, 30, 30],
      [30, 200, 30],
    ] as const
  ).entries()) {
    const parcel = await createParcel(staff, {
      tracking_code: `WB-BACKUP-${index}`,
      recipient_name: `Ada ${index}`,
      destination: 'Lagos',
      recipient_email: `ada${index}@example.com`,
    });
    await owner
      .post(uploadParcelImage.path({}))
      .field('id', String(parcel.id))
      .attach('image', solidPng(40 + index, [...colour]), 'photo.png')
      .expect(201);
    for (const title of ['Picked up', 'In transit \u2014 "Lagos" \\ \n hub']) {
      await owner
        .post(createActivity.path({}))
        .send({ title, description: 'On its way', parcel_id: parcel.id, notify: false })
        .expect(201);
    }
  }
  await owner
    .post(createPage.path({}))
    .send({ title: 'Über uns', content: '**Fast** and 😀' })
    .expect(201);
  await owner
    .post(createReview.path({}))
    .field('name', 'Ama K.')
    .field('review', 'Quick.')
    .attach('image', tinyPng(), 'ama.png')
    .expect(201);
  await owner
    .post(createReview.path({}))
    .field('name', 'Kofi')
    .field('review', 'Fine, no photo.')
    .expect(201);
  await owner.post(createInvoice.path({})).send({ product: 'Express delivery' }).expect(201);
  // A signed checkpoint (the audit chain's), with rows after it: both come back and verify.
  await owner.post(exportAuditCheckpoint.path({})).expect(201);
  await owner
    .post(inviteStaff.path({}))
    .send({ email: 'dee@example.com', role: 'dispatcher' })
    .expect(201);
  const token = await invitationToken(app.dataSource, 'dee@example.com');
  await app
    .agent()
    .post(acceptInvitation.path({}))
    .send({ token, name: 'Dee', password: MEMBER_PASSWORD })
    .expect(200);
}

/** Every table's rows (but the migrations record) as PostgreSQL's JSON text, sorted. */
export async function tableContents(dataSource: DataSource): Promise<Record<string, string[]>> {
  const tables = await dataSource.query<{ name: string }[]>(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name <> 'migrations'
     ORDER BY table_name`,
  );
  const contents: Record<string, string[]> = {};
  for (const { name } of tables) {
    const rows = await dataSource.query<{ row: string }[]>(
      `SELECT to_jsonb(t)::text AS row FROM "${name}" t`,
    );
    contents[name] = rows.map((row) => row.row).sort();
  }
  return contents;
}

/** Every file under DATA_DIR/uploads, by path, as its bytes in base64 (a byte-for-byte compare). */
export async function uploadContents(dataDir: string): Promise<Record<string, string>> {
  const root = path.join(dataDir, 'uploads');
  const files: Record<string, string> = {};
  for (const relative of await filesUnder(root)) {
    // Written by every start once the pictures stored before re-encoding are done: not data.
    if (relative === 'legacy-images-reencoded') continue;
    files[relative] = readFileSync(path.join(root, relative)).toString('base64');
  }
  return files;
}

/** Every sequence's position (ids, invoice numbers go on from there). */
export async function sequenceStates(dataSource: DataSource): Promise<Record<string, string>> {
  const names = await dataSource.query<{ name: string }[]>(
    `SELECT sequence_name AS name FROM information_schema.sequences WHERE sequence_schema = current_schema() ORDER BY 1`,
  );
  const states: Record<string, string> = {};
  for (const { name } of names) {
    const [state] = await dataSource.query<{ last_value: string; is_called: boolean }[]>(
      `SELECT last_value::text AS last_value, is_called FROM "${name}"`,
    );
    states[name] = `${state.last_value}/${state.is_called}`;
  }
  return states;
}

export interface Snapshot {
  tables: Record<string, string[]>;
  sequences: Record<string, string>;
  files: Record<string, string>;
}

export const snapshotOf = async (app: TestApp): Promise<Snapshot> => ({
  tables: await tableContents(app.dataSource),
  sequences: await sequenceStates(app.dataSource),
  files: await uploadContents(app.config.dataDir),
});

/**
 * Starts the server on restored data (its migrations run at start), checks it holds exactly
 * `expected` (every table, every sequence, every upload byte) with its audit chain whole, and
 * serves a visitor the restored parcel. Nothing here signs in: passport is one object per
 * process, and a second Nest app in a test file would ask the first's closed database.
 */
export async function expectServerOn(
  env: Record<string, string>,
  expected: Snapshot,
): Promise<void> {
  const app = await startTestApp(env, { keepData: true });
  try {
    const restored = await snapshotOf(app);
    expect(Object.keys(restored.tables)).toEqual(Object.keys(expected.tables));
    for (const table of Object.keys(expected.tables)) {
      expect({ table, rows: restored.tables[table] }).toEqual({
        table,
        rows: expected.tables[table],
      });
    }
    expect(restored.sequences).toEqual(expected.sequences);
    expect(restored.files).toEqual(expected.files);
    expect(await app.app.get(AuditVerifier).verify()).toEqual(
      expect.objectContaining({ ok: true, first_broken: null, problem: null, checkpoints: 1 }),
    );
    const tracked = await app
      .http()
      .get(trackParcel.path({ code: 'WB-BACKUP-1' }))
      .expect(200);
    expect(tracked.body.data).toMatchObject({ destination: 'Lagos', locked: true });
    // The recipient's e-mail still unlocks the name and the picture (tracking privacy).
    const unlocked = await app
      .http()
      .post(unlockParcel.path({ code: 'WB-BACKUP-1' }))
      .send({ answer: 'ada1@example.com' })
      .expect(200);
    expect(unlocked.body.data.recipient_name).toBe('Ada 1');
    await app.http().get(`/uploads/images/${unlocked.body.data.image}`).expect(200);
  } finally {
    await app.close();
  }
}

/** Temporary folders, removed after the file's tests. */
export function workFolders(): (name: string) => string {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  return (name) => {
    const dir = mkdtempSync(path.join(tmpdir(), `wb-${name}-`));
    dirs.push(dir);
    return dir;
  };
}

/** Databases made by `freshDatabase`, dropped after the file's tests. */
export function workDatabases(): () => Promise<string> {
  const drops: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const drop of drops) await drop();
  });
  return async () => {
    const created = await freshDatabase();
    drops.push(created.drop);
    return created.url;
  };
}

/** PGlite even when CI sets TEST_DATABASE_URL (an empty value is no value). */
export const EMBEDDED = { DATABASE_URL: '' };

export const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

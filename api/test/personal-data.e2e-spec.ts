import { describe, it, expect, beforeAll, afterAll, beforeEach } from 'vitest';
import { randomUUID } from 'node:crypto';
import yauzl from 'yauzl';
import {
  addParcelUpdate,
  createParcel,
  erasePersonalData,
  exportPersonalData,
  findPersonalData,
  listAudit,
  updateParcel,
  updateSettings,
  verifyAudit,
} from '@waybill/shared';
import { ImageStore } from '../src/core/uploads/image-store.js';
import { IMAGE_OBJECTS, type ImageObjects } from '../src/core/uploads/image-objects.js';
import {
  ERASED,
  NOT_PERSONAL,
  PERSON_LIKE_COLUMN,
  PERSONAL_TABLES,
  type PersonalTable,
} from '../src/privacy/personal-data.js';
import { PersonalDataRetentionJob } from '../src/privacy/personal-data-retention.job.js';
import { solidPng } from '../../test-kit/pictures.js';
import { signedInAgent, startTestApp, type StaffAgent, type TestApp } from './harness.js';
import { invitedMember } from './staff-kit.js';
import { type S3Server, startS3Server } from './s3-server.js';

const DAYS = 30;

let t: TestApp;
let owner: StaffAgent;
let s3: S3Server;

// Pictures in an S3 bucket (a real S3 protocol server): what is erased must leave the bucket too.
// The folder store is the same driver interface (IMAGE_OBJECTS), checked through it below.
beforeAll(async () => {
  s3 = await startS3Server();
  t = await startTestApp(s3.env);
}, 120_000);
afterAll(async () => {
  await t.close();
  await s3.close();
});
beforeEach(async () => {
  await t.reset();
  await s3.clear();
  owner = await signedInAgent(t);
});

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  t.dataSource.query(text, params) as Promise<T[]>;

/** A picture stored and counted as one use, as a record's save does. */
async function picture(
  color: [number, number, number],
  statement: string,
  params: (name: string) => unknown[],
) {
  const store = t.app.get(ImageStore);
  const image = await store.prepare(solidPng(8, color));
  // In the change's own transaction: the embedded database has one connection.
  await store.change(
    async (manager, pictures) => {
      await manager.query(statement, params(image.name));
      await pictures.add(image);
    },
    [image],
  );
  return image.name;
}

const stored = (name: string) => t.app.get<ImageObjects>(IMAGE_OBJECTS).has(name);

interface Seeded {
  parcelId: number;
  code: string;
  pictures: string[];
}

/**
 * A person's records everywhere people are kept: a parcel as recipient (addresses, positions,
 * photo, preference), its history, a delivery proof with photo and signature, a courier's scan,
 * a rating with a photo, a subscription, a contact message, mail, an invoice, a CSV import.
 */
async function seedPerson(code: string, email: string, phone: string): Promise<Seeded> {
  const created = await owner
    .post(createParcel.path({}))
    .send({ tracking_code: code, recipient_name: 'Ada Obi', destination: 'Lagos' })
    .expect(201);
  const parcelId = created.body.data.id as number;
  await owner
    .patch(updateParcel.path({}))
    .send({
      id: parcelId,
      recipient_email: email.toUpperCase(),
      recipient_phone_number: phone,
      recipient_company: 'Obi Traders',
      recipient_address_line1: '4 Ring Road',
      recipient_postcode: '100001',
      recipient_city: 'Lagos',
      recipient_country: 'NG',
      sender_name: 'Kofi Mensah',
      sender_email: `kofi-${code.toLowerCase()}@example.com`,
      map_destination_latitude: 6.5,
      map_destination_longitude: 3.4,
    })
    .expect(200);
  await owner
    .post(addParcelUpdate.path({ code }))
    .send({ stage: 'delivered', status: 'Delivered', description: 'Handed to Ada Obi at the door' })
    .expect(201);
  const [{ id: courierId }] = await sql<{ id: number }>('SELECT id FROM admins LIMIT 1');
  const actionId = randomUUID();
  const shade = code.length * 7;
  const upload = `INSERT INTO proof_uploads (id, courier_id, kind, image, used_by)
                  VALUES ($1, $2, $3, $4, $5)`;
  const photo = await picture([200, shade, 10], upload, (name) => [
    randomUUID(),
    courierId,
    'photo',
    name,
    actionId,
  ]);
  const signature = await picture([10, shade, 200], upload, (name) => [
    randomUUID(),
    courierId,
    'signature',
    name,
    actionId,
  ]);
  await sql(
    `INSERT INTO delivery_proofs (parcel_id, action_id, courier_id, courier_name, received_by,
       photo, signature, latitude, longitude, accuracy, delivered_at)
     VALUES ($1, $2, $3, 'Courier Joe', 'Ada Obi', $4, $5, 6.51, 3.41, 5, now())`,
    [parcelId, actionId, courierId, photo, signature],
  );
  await sql(
    `UPDATE parcels SET proof_received_by = 'Ada Obi', proof_initials = 'AO', proof_photo = $2,
       delivery_preference = '{"option":"neighbour","neighbour":"Mrs Bello","note":"blue gate"}'
     WHERE id = $1`,
    [parcelId, photo],
  );
  await sql(
    `INSERT INTO courier_actions (id, courier_id, parcel_id, tracking_code, action, request_hash,
       done_at, sequence, latitude, longitude, accuracy, outcome, received_at)
     VALUES ($1, $2, $3, $4, 'deliver', 'h', now(), 1, 6.51, 3.41, 5, 'applied', now())`,
    [actionId, courierId, parcelId, code],
  );
  const parcelPhoto = await picture(
    [shade, 200, 10],
    'UPDATE parcels SET image = $1 WHERE id = $2',
    (name) => [name, parcelId],
  );
  const ratingPhoto = await picture(
    [shade, 10, 200],
    `INSERT INTO reviews (name, review, image, rating, status, parcel_id)
     VALUES ('Ada Obi', 'Quick, thanks Joe', $1, 5, 'approved', $2)`,
    (name) => [name, parcelId],
  );
  await sql(
    `INSERT INTO parcel_subscribers (parcel_id, email, confirmed_at) VALUES ($1, $2, now())`,
    [parcelId, email],
  );
  await sql(
    `INSERT INTO contact_messages (name, email, subject, body) VALUES ('Ada', $1, 'Where is it?', 'At 4 Ring Road')`,
    [email],
  );
  await sql(
    `INSERT INTO outbox_messages (to_address, from_address, subject, text, status)
     VALUES ($1, 'desk@example.com', 'Your parcel', 'Dear Ada', 'sent')`,
    [email],
  );
  await sql(
    `INSERT INTO invoices (product, tracking_code, amount, currency, customer_name, customer_email)
     VALUES ('Shipping', $1, 10, 'EUR', 'Ada Obi', $2)`,
    [code, email],
  );
  await sql(
    `INSERT INTO parcel_imports (admin_id, admin_email, admin_role, file_name, format, file,
       file_sha256, headers, mode, state)
     VALUES ($1, 'boss@example.com', 'owner', 'a.csv', 'csv', convert_to($2, 'UTF8'), $3, '[]',
       'good_rows', 'done')`,
    [courierId, `reference,recipient_email\r\nR-${code},${email}\r\n`, 'a'.repeat(64)],
  );
  return { parcelId, code, pictures: [photo, signature, parcelPhoto, ratingPhoto] };
}

/** The declared personal columns of a table's rows in `where`, each not erased. */
async function leftovers(
  entry: PersonalTable,
  where: string,
  params: unknown[],
  side: 'recipient' | 'both' = 'both',
) {
  // The sender of a recipient's parcel is someone else: their side stays.
  const columns = Object.keys(entry.columns).filter(
    (column) => side === 'both' || entry.columns[column].side !== 'sender',
  );
  const rows = await sql(
    `SELECT ${columns.join(', ')} FROM ${entry.table} t WHERE ${where}`,
    params,
  );
  return rows.flatMap((row) =>
    columns
      .filter((column) => {
        const value = row[column];
        if (value === null || value === ERASED || value === '') return false;
        if (Buffer.isBuffer(value)) return value.length > 0;
        if (typeof value === 'object') return Object.keys(value as object).length > 0;
        return true;
      })
      .map((column) => `${entry.table}.${column}=${JSON.stringify(row[column])}`),
  );
}

/** Every row of every declared table still holding the person (what an erasure must empty). */
async function personEverywhere(email: string, parcelId: number): Promise<string[]> {
  const found: string[] = [];
  for (const entry of PERSONAL_TABLES) {
    if (typeof entry.erase === 'object') continue;
    const text = `lower(t::text) LIKE '%' || $1 || '%'`;
    const byParcel =
      entry.table === 'parcels'
        ? 't.id = $2'
        : entry.parcel && 'column' in entry.parcel && !('through' in entry.parcel)
          ? `t.${entry.parcel.column} = $2`
          : '$2::int < 0'; // no link: false, with $2 still typed
    found.push(
      ...(await leftovers(entry, `(${text}) OR ${byParcel}`, [email, parcelId], 'recipient')),
    );
    const [{ n }] = await sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${entry.table} t WHERE ${text}`,
      [email],
    );
    if (n) found.push(`${entry.table}: ${n} rows name ${email}`);
  }
  return found;
}

/** The changes of a parcel's audit rows as staff read them (GET /api/audit), as one text. */
async function trailOf(parcelId: number): Promise<string> {
  const page = await owner
    .get(listAudit.path({}, { entity: 'parcel', entity_id: String(parcelId) }))
    .expect(200);
  const rows = page.body.data.data as { changes: unknown }[];
  expect(rows.length).toBeGreaterThan(0);
  return JSON.stringify(rows.map((row) => row.changes));
}

/**
 * The trail as stored: the rows of records (not the data requests', which name whom they were
 * about), where a person's values are sealed from the start.
 */
async function storedTrail(): Promise<string> {
  const rows = await sql<{ changes: unknown }>(
    `SELECT changes FROM audit_log WHERE entity <> 'personal_data' ORDER BY id`,
  );
  return JSON.stringify(rows);
}

const chainHolds = async () =>
  (await owner.get(verifyAudit.path({})).expect(200)).body.data.ok as boolean;

function unzip(bytes: Buffer): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const files = new Map<string, string>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (failure, stream) => {
          if (failure) return reject(failure);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(files));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

const binary = (
  response: { on: (event: string, listener: (chunk?: Buffer) => void) => void },
  done: (error: Error | null, body: Buffer) => void,
) => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk) => chunks.push(chunk as Buffer));
  response.on('end', () => done(null, Buffer.concat(chunks)));
};

describe('the declaration', () => {
  it('covers every column named like a person’s field, and names only columns that exist', async () => {
    const columns = await sql<{ table_name: string; column_name: string }>(
      `SELECT table_name, column_name FROM information_schema.columns
        WHERE table_schema = current_schema()`,
    );
    const declared = new Set(
      PERSONAL_TABLES.flatMap((entry) =>
        Object.keys(entry.columns).map((c) => `${entry.table}.${c}`),
      ),
    );
    const excused = new Set(
      Object.entries(NOT_PERSONAL).flatMap(([table, list]) =>
        Object.keys(list).map((c) => `${table}.${c}`),
      ),
    );
    const all = new Set(columns.map((row) => `${row.table_name}.${row.column_name}`));
    const undeclared = columns
      .filter((row) => PERSON_LIKE_COLUMN.test(row.column_name))
      .map((row) => `${row.table_name}.${row.column_name}`)
      .filter((name) => !declared.has(name) && !excused.has(name));
    expect(undeclared).toEqual([]);
    expect([...declared, ...excused].filter((name) => !all.has(name))).toEqual([]);
  });
});

describe('retention after the days the settings keep people', () => {
  beforeEach(async () => {
    await owner.patch(updateSettings.path({})).send({ personal_data_days: DAYS }).expect(200);
  });

  it('is the owner’s setting: a year on a new install, refused out of range, audited, followed by the next pass', async () => {
    await t.reset();
    owner = await signedInAgent(t);
    const [fresh] = await sql<{ days: number }>('SELECT personal_data_days AS days FROM settings');
    expect(fresh.days).toBe(365);
    for (const wrong of [0, -5, 36_501, 2.5, '30 days']) {
      const refused = await owner
        .patch(updateSettings.path({}))
        .send({ personal_data_days: wrong })
        .expect(400);
      expect(refused.body.error_codes.length).toBeGreaterThan(0);
    }
    expect(
      (await sql<{ days: number }>('SELECT personal_data_days AS days FROM settings'))[0].days,
    ).toBe(365);

    const old = await seedPerson('AGED-40', 'dee@example.com', '+2348031234570');
    await sql(
      `UPDATE parcel_stage_changes SET entered_at = now() - interval '40 days' WHERE parcel_id = $1`,
      [old.parcelId],
    );
    const name = async () =>
      (
        await sql<{ name: string }>('SELECT recipient_name AS name FROM parcels WHERE id = $1', [
          old.parcelId,
        ])
      )[0].name;
    // Delivered 40 days ago: kept under a year, and under 60 days.
    await t.app.get(PersonalDataRetentionJob).run();
    expect(await name()).toBe('Ada Obi');
    const saved = await owner
      .patch(updateSettings.path({}))
      .send({ personal_data_days: 60 })
      .expect(200);
    expect(saved.body.data.personal_data_days).toBe(60);
    await t.app.get(PersonalDataRetentionJob).run();
    expect(await name()).toBe('Ada Obi');
    // Down to 39: the next pass erases it, and its audit row names the days it followed.
    await owner.patch(updateSettings.path({})).send({ personal_data_days: 39 }).expect(200);
    await t.app.get(PersonalDataRetentionJob).run();
    expect(await name()).toBe(ERASED);
    const [erasure] = await sql<{ changes: { days: { after: number } } }>(
      `SELECT changes FROM audit_log WHERE entity = 'personal_data' AND action = 'erase'`,
    );
    expect(erasure.changes.days.after).toBe(39);
    const changes = await sql<{ changes: Record<string, { before: unknown; after: unknown }> }>(
      `SELECT changes FROM audit_log WHERE entity = 'settings' ORDER BY id`,
    );
    expect(changes.map((row) => row.changes.personal_data_days)).toEqual([
      { before: 365, after: 60 },
      { before: 60, after: 39 },
    ]);
  });

  it('erases the people of parcels delivered long ago, their pictures too, and keeps the statistics', async () => {
    const old = await seedPerson('OLD-1', 'ada@example.com', '+2348031234567');
    const recent = await seedPerson('NEW-22', 'bola@example.com', '+2348031234568');
    await sql(
      `UPDATE parcel_stage_changes SET entered_at = now() - make_interval(days => $2)
        WHERE parcel_id = $1`,
      [old.parcelId, DAYS + 1],
    );
    for (const name of old.pictures) expect(await stored(name)).toBe(true);
    expect(await s3.keys()).toEqual(expect.arrayContaining(old.pictures.map((n) => `images/${n}`)));
    const stagesBefore = await sql(
      'SELECT stage, entered_at FROM parcel_stage_changes WHERE parcel_id = $1 ORDER BY id',
      [old.parcelId],
    );

    // The trail shows staff both parcels' people, sealed where it is stored.
    expect(await trailOf(old.parcelId)).toContain('Handed to Ada Obi at the door');
    expect(await trailOf(old.parcelId)).toContain('Kofi Mensah');
    for (const personal of ['Ada Obi', '4 Ring Road', 'Kofi Mensah', 'ada@example.com'])
      expect(await storedTrail()).not.toContain(personal);

    await t.app.get(PersonalDataRetentionJob).run();

    // The old parcel's rows are kept, their chain holds, and its people can no longer be read.
    const trail = await trailOf(old.parcelId);
    for (const personal of ['Ada', 'Ring Road', 'Kofi', 'ada@example.com', '+234'])
      expect(trail).not.toContain(personal);
    expect(trail).toContain('[erased]');
    expect(trail).toContain('Lagos');
    expect(await trailOf(recent.parcelId)).toContain('Handed to Ada Obi at the door');
    expect(await chainHolds()).toBe(true);

    // No declared personal column of the old parcel's rows is left.
    for (const entry of PERSONAL_TABLES) {
      if (typeof entry.erase === 'object' || (!entry.parcel && entry.table !== 'parcels')) continue;
      const where =
        entry.table === 'parcels'
          ? 't.id = $1'
          : 'through' in entry.parcel!
            ? `t.used_by IN (SELECT action_id FROM delivery_proofs WHERE parcel_id = $1)`
            : 'entity' in entry.parcel!
              ? 'false'
              : `t.${entry.parcel!.column} = $1`;
      expect(await leftovers(entry, where, [old.parcelId])).toEqual([]);
    }
    // Nor the pictures, in the database or the store.
    for (const name of old.pictures) expect(await stored(name)).toBe(false);
    const bucket = await s3.keys();
    for (const name of old.pictures) expect(bucket).not.toContain(`images/${name}`);
    for (const name of recent.pictures) expect(bucket).toContain(`images/${name}`);
    const [uses] = await sql<{ n: number }>(
      'SELECT count(*)::int AS n FROM image_references WHERE name = ANY($1)',
      [old.pictures],
    );
    expect(uses.n).toBe(0);
    // What predictions need stays: stage, region, country, service, dates, stage history.
    const [kept] = await sql(
      `SELECT tracking_code, current_stage, recipient_country, recipient_city, recipient_name,
              search_text FROM parcels WHERE id = $1`,
      [old.parcelId],
    );
    expect(kept).toMatchObject({
      tracking_code: 'OLD-1',
      current_stage: 'delivered',
      recipient_country: 'NG',
      recipient_name: ERASED,
    });
    expect(String(kept.search_text)).not.toMatch(/ada|obi|kofi|ring/);
    expect(
      await sql(
        'SELECT stage, entered_at FROM parcel_stage_changes WHERE parcel_id = $1 ORDER BY id',
        [old.parcelId],
      ),
    ).toEqual(stagesBefore);

    // The recent parcel is untouched.
    const [fresh] = await sql('SELECT recipient_name, image FROM parcels WHERE id = $1', [
      recent.parcelId,
    ]);
    expect(fresh.recipient_name).toBe('Ada Obi');
    for (const name of recent.pictures) expect(await stored(name)).toBe(true);

    // Audited, once: a second pass finds nothing left to do.
    const audit = () =>
      sql<{ changes: { parcels: { after: string[] } }; account_email: string }>(
        `SELECT changes, account_email FROM audit_log WHERE entity = 'personal_data' AND action = 'erase'`,
      );
    expect((await audit()).map((row) => row.changes.parcels.after)).toEqual([['OLD-1']]);
    await t.app.get(PersonalDataRetentionJob).run();
    expect(await audit()).toHaveLength(1);
  });

  it('deletes mail, contact messages and spreadsheets older than the retention', async () => {
    await seedPerson('OLD-3', 'cleo@example.com', '+2348031234569');
    await sql(`UPDATE outbox_messages SET created_at = now() - make_interval(days => $1)`, [
      DAYS + 1,
    ]);
    await sql(`UPDATE contact_messages SET created_at = now() - make_interval(days => $1)`, [
      DAYS + 1,
    ]);
    await sql(`UPDATE parcel_imports SET created_at = now() - make_interval(days => $1)`, [
      DAYS + 1,
    ]);
    await t.app.get(PersonalDataRetentionJob).run();
    expect(await sql('SELECT id FROM outbox_messages')).toEqual([]);
    expect(await sql('SELECT id FROM contact_messages')).toEqual([]);
    expect(await sql(`SELECT id FROM parcel_imports WHERE length(file) > 0`)).toEqual([]);
  });
});

describe('a data request', () => {
  it('finds, exports every record of a person (JSON and CSV), and erases them, keeping invoices and the trail', async () => {
    const ada = await seedPerson('ADA-1', 'ada@example.com', '+2348031234567');
    const other = await seedPerson('BOLA-2', 'bola@example.com', '+2348031234568');

    // Found by a phone written another way, and an address in another case.
    const found = await owner
      .post(findPersonalData.path({}))
      .send({ phone: '0803 123 4567', country: 'NG' })
      .expect(200);
    const counts = Object.fromEntries(
      (found.body.data.tables as { table: string; count: number }[]).map((e) => [e.table, e.count]),
    );
    expect(counts.parcels).toBe(1);
    expect(counts.activities).toBeGreaterThan(0);

    const exported = await owner
      .post(exportPersonalData.path({}))
      .send({ email: 'ADA@example.com' })
      .buffer(true)
      .parse(binary)
      .expect(200)
      .expect('Content-Type', 'application/zip');
    const files = await unzip(exported.body as Buffer);
    const json = JSON.parse(files.get('data.json')!) as {
      tables: Record<string, Record<string, unknown>[]>;
    };
    // Every record the seed made is in the JSON, and each table with rows has its CSV.
    const expected: Record<string, number> = {
      parcels: 1,
      delivery_proofs: 1,
      proof_uploads: 2,
      courier_actions: 1,
      parcel_subscribers: 1,
      reviews: 1,
      contact_messages: 1,
      outbox_messages: 1,
      invoices: 1,
      parcel_imports: 1,
    };
    for (const [table, count] of Object.entries(expected)) {
      expect({ table, count: json.tables[table]?.length }).toEqual({ table, count });
      // The CSV has a line per record under its header (no seeded cell holds a line break).
      const lines = files.get(`${table}.csv`)?.trim().split('\r\n') ?? [];
      expect({ table, lines: lines.length - 1 }).toEqual({ table, lines: count });
    }
    expect(json.tables.activities.length).toBeGreaterThan(0);
    expect(json.tables.audit_log.length).toBeGreaterThan(0);
    // The trail's rows as staff read them: the person's values opened, not sealed text.
    const trailExported = JSON.stringify(json.tables.audit_log);
    expect(trailExported).toContain('4 Ring Road');
    expect(trailExported).not.toContain('sealed:v1');
    expect(json.tables.parcels[0]).toMatchObject({
      tracking_code: 'ADA-1',
      recipient_name: 'Ada Obi',
    });
    expect(files.get('parcels.csv')).toContain('ADA-1');
    expect(files.get('parcels.csv')).toContain('4 Ring Road');
    expect(files.get('contact_messages.csv')).toContain('At 4 Ring Road');
    // Nobody else's records.
    expect(JSON.stringify(json)).not.toContain('BOLA-2');

    // An erasure must be confirmed.
    const unconfirmed = await owner
      .post(erasePersonalData.path({}))
      .send({ email: 'ada@example.com' })
      .expect(400);
    expect(unconfirmed.body.error_codes).toEqual(['privacy.confirm_required']);

    const erased = await owner
      .post(erasePersonalData.path({}))
      .send({ email: 'ada@example.com', confirm: true })
      .expect(200);
    expect(erased.body.data.kept).toEqual(
      expect.arrayContaining([
        { table: 'invoices', count: 1, reason: 'tax_records' },
        expect.objectContaining({ table: 'audit_log', reason: 'audit_trail' }),
      ]),
    );
    expect(await personEverywhere('ada@example.com', ada.parcelId)).toEqual([]);
    // The trail keeps the parcel's rows, unreadable on the recipient's side only: the sender is
    // someone else. The other parcel's rows read as before, and the chain holds.
    const trail = await trailOf(ada.parcelId);
    for (const personal of ['Ada', 'Ring Road', 'ada@example.com', '+234'])
      expect(trail).not.toContain(personal);
    expect(trail).toContain('[erased]');
    expect(trail).toContain('Kofi Mensah');
    expect(await trailOf(other.parcelId)).toContain('4 Ring Road');
    expect(await chainHolds()).toBe(true);
    for (const name of ada.pictures) expect(await stored(name)).toBe(false);
    // What the law keeps is still there.
    expect(
      await sql(`SELECT customer_name FROM invoices WHERE customer_email = 'ada@example.com'`),
    ).toEqual([{ customer_name: 'Ada Obi' }]);
    // The other person keeps everything.
    const [bola] = await sql('SELECT recipient_name FROM parcels WHERE id = $1', [other.parcelId]);
    expect(bola.recipient_name).toBe('Ada Obi');
    for (const name of other.pictures) expect(await stored(name)).toBe(true);
    const [row] = await sql<{ changes: Record<string, { after: unknown }> }>(
      `SELECT changes FROM audit_log WHERE entity = 'personal_data' AND action = 'erase'`,
    );
    expect(row.changes.email.after).toBe('ada@example.com');
  });

  it('a subscriber’s erasure leaves the parcel’s people readable and their address on no update’s list', async () => {
    const bola = await seedPerson('BOLA-3', 'bola@example.com', '+2348031234568');
    await sql(
      `INSERT INTO parcel_subscribers (parcel_id, email, confirmed_at) VALUES ($1, $2, now())`,
      [bola.parcelId, 'cleo@example.com'],
    );
    await owner
      .post(addParcelUpdate.path({ code: 'BOLA-3' }))
      .send({ stage: 'in_transit', status: 'Back on the road', notify: true })
      .expect(201);
    expect(await trailOf(bola.parcelId)).toContain('cleo@example.com');

    await owner
      .post(erasePersonalData.path({}))
      .send({ email: 'cleo@example.com', confirm: true })
      .expect(200);
    const trail = await trailOf(bola.parcelId);
    expect(trail).not.toContain('cleo@example.com');
    // Who was e-mailed is one list: it goes whole; the recipient and the sender stay.
    expect(trail).toContain('4 Ring Road');
    expect(trail).toContain('Kofi Mensah');
    expect(await sql(`SELECT id FROM parcel_subscribers WHERE email = 'cleo@example.com'`)).toEqual(
      [],
    );
    expect(await chainHolds()).toBe(true);
  });

  it('refuses a bad address, no person, a phone that is none, and a member without the permission', async () => {
    const bad = await owner
      .post(findPersonalData.path({}))
      .send({ email: 'not-an-address' })
      .expect(400);
    expect(bad.body.error_codes).toEqual(['field.email']);
    const none = await owner.post(findPersonalData.path({})).send({}).expect(400);
    expect(none.body.error_codes).toEqual(['privacy.person_required']);
    const phone = await owner.post(findPersonalData.path({})).send({ phone: '12' }).expect(400);
    expect(phone.body.error_codes).toEqual(['address.phone']);
    const dispatcher = await invitedMember(t, owner, 'dispatcher');
    await dispatcher
      .post(exportPersonalData.path({}))
      .send({ email: 'ada@example.com' })
      .expect(403);
    await dispatcher
      .post(erasePersonalData.path({}))
      .send({ email: 'ada@example.com', confirm: true })
      .expect(403);
    expect(await sql(`SELECT id FROM audit_log WHERE entity = 'personal_data'`)).toEqual([]);
  });
});

import { describe, it, expect, beforeAll, afterAll, beforeEach } from 'vitest';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createReview,
  deleteParcel,
  deleteReview,
  updateParcel,
  uploadParcelImage,
  type ParcelCreatePayload,
} from '@waybill/shared';
import sharp from 'sharp';
import { loadConfig } from '../src/core/config/config.js';
import { copyToBucket } from '../src/core/uploads/copy-to-bucket.js';
import { FolderObjects } from '../src/core/uploads/folder-objects.js';
import { ImageStore } from '../src/core/uploads/image-store.js';
import { S3Objects } from '../src/core/uploads/s3-objects.js';
import { createParcel as createStaffParcel } from '../../test-kit/parcels.js';
import { staffClient, type StaffAgent, type TestApp, useStaffApp } from './harness.js';
import { type S3Server, startS3Server } from './s3-server.js';

const env: Record<string, string> = {};
let s3: S3Server;
beforeAll(async () => {
  s3 = await startS3Server();
  Object.assign(env, s3.env);
});
afterAll(() => s3.close());

let t: TestApp;
let admin: StaffAgent;
useStaffApp(env, (app, agent) => {
  [t, admin] = [app, agent];
});
beforeEach(() => s3.clear());

let codes = 0;
const newParcel = () => {
  codes += 1;
  const parcel: ParcelCreatePayload = {
    tracking_code: `WB-S3-${codes}`,
    recipient_name: 'Ada Obi',
    destination: 'Lagos',
  };
  return createStaffParcel(staffClient(admin), parcel);
};

const photo = (colour: string, width = 32, height = 24) =>
  sharp({ create: { width, height, channels: 3, background: colour } });

const setImage = (id: number, picture: Buffer, fileName = 'box.jpg', expected = 201) =>
  admin
    .post(uploadParcelImage.path({}))
    .field('id', String(id))
    .attach('image', picture, fileName)
    .expect(expected);

const binary = (request: ReturnType<ReturnType<TestApp['http']>['get']>) =>
  request.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

const imageOf = async (id: number) =>
  (
    (await t.dataSource.query(`SELECT image FROM parcels WHERE id = $1`, [id])) as {
      image: string | null;
    }[]
  )[0]?.image;

const references = async () =>
  (await t.dataSource.query(`SELECT name, uses FROM image_references ORDER BY name`)) as {
    name: string;
    uses: number;
  }[];

describe('with S3 configured, an uploaded picture', () => {
  it('goes to the bucket, not the data folder, and is served from it', async () => {
    const { id } = await newParcel();
    const { body } = await setImage(id, await photo('#2e86c1').jpeg().toBuffer());
    const name: string = body.data.image;
    expect(name).toMatch(/^[0-9a-f]{64}\.jpg$/);
    expect(await s3.keys()).toEqual([`images/${name}`]);
    expect(readdirSync(t.config.uploadsDir)).toEqual([]);

    const stored = await s3.object(`images/${name}`);
    expect(stored.contentType).toBe('image/jpeg');
    expect(stored.cacheControl).toBe('public, max-age=31536000, immutable');
    expect(`${createHash('sha256').update(stored.bytes).digest('hex')}.jpg`).toBe(name);

    const served = await binary(t.http().get(`/uploads/images/${name}`)).expect(200);
    expect(Buffer.compare(served.body as Buffer, stored.bytes)).toBe(0);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['content-length']).toBe(String(stored.bytes.length));
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers.etag).toBe(`"${name.slice(0, 64)}"`);
    expect((await sharp(served.body as Buffer).metadata()).format).toBe('jpeg');

    // A browser that has it asks again only with its ETag: nothing is sent.
    await t
      .http()
      .get(`/uploads/images/${name}`)
      .set('If-None-Match', served.headers.etag)
      .expect(304);
    const head = await t.http().head(`/uploads/images/${name}`).expect(200);
    expect(head.headers['content-length']).toBe(String(stored.bytes.length));

    expect(await references()).toEqual([{ name, uses: 1 }]);
  });

  it('is served as image/png when it is a PNG', async () => {
    const { id } = await newParcel();
    const { body } = await setImage(id, await photo('#27ae60').png().toBuffer(), 'a.png');
    const served = await t.http().get(`/uploads/images/${body.data.image}`).expect(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect((await s3.object(`images/${body.data.image}`)).contentType).toBe('image/png');
  });

  it('replaced by another, leaves the bucket', async () => {
    const { id } = await newParcel();
    const first = (await setImage(id, await photo('#8e44ad').jpeg().toBuffer())).body.data.image;
    const second = (await setImage(id, await photo('#f39c12').jpeg().toBuffer())).body.data.image;
    expect(second).not.toBe(first);
    expect(await s3.keys()).toEqual([`images/${second}`]);
    await t.http().get(`/uploads/images/${first}`).expect(404);
    expect(await references()).toEqual([{ name: second, uses: 1 }]);
  });
});

describe('one picture on two parcels', () => {
  it('stays while one parcel uses it and leaves the bucket with the last', async () => {
    const picture = await photo('#c0392b').jpeg().toBuffer();
    const first = await newParcel();
    const second = await newParcel();
    const name = (await setImage(first.id, picture)).body.data.image;
    expect((await setImage(second.id, picture)).body.data.image).toBe(name);
    expect(await s3.keys()).toEqual([`images/${name}`]);
    expect(await references()).toEqual([{ name, uses: 2 }]);

    await admin.delete(deleteParcel.path({})).send({ id: first.id }).expect(200);
    expect(await s3.keys()).toEqual([`images/${name}`]);
    await t.http().get(`/uploads/images/${name}`).expect(200);
    expect(await references()).toEqual([{ name, uses: 1 }]);

    await admin.delete(deleteParcel.path({})).send({ id: second.id }).expect(200);
    expect(await s3.keys()).toEqual([]);
    expect(await references()).toEqual([]);
    await t.http().get(`/uploads/images/${name}`).expect(404);
  });

  it('shared by a parcel and a review, stays until both are gone', async () => {
    const picture = await photo('#16a085').jpeg().toBuffer();
    const { id } = await newParcel();
    const name = (await setImage(id, picture)).body.data.image;
    const review = await admin
      .post(createReview.path({}))
      .field('name', 'Ama K.')
      .field('review', 'Fast.')
      .attach('image', picture, 'ama.jpg')
      .expect(201);
    expect(review.body.data.image).toBe(name);
    await admin.delete(deleteParcel.path({})).send({ id }).expect(200);
    expect(await s3.keys()).toEqual([`images/${name}`]);
    await admin.delete(deleteReview.path({})).send({ id: review.body.data.id }).expect(200);
    expect(await s3.keys()).toEqual([]);
  });

  it('saved and removed at the same time, never leaves a use without its picture', async () => {
    const picture = await photo('#34495e').jpeg().toBuffer();
    const parcels = [];
    for (let round = 0; round < 6; round += 1) parcels.push(await newParcel());
    const name = (await setImage(parcels[0].id, picture)).body.data.image;
    // Each round one parcel lets the picture go (its last use) while the next takes it.
    for (let round = 1; round < parcels.length; round += 1) {
      await Promise.all([
        admin
          .delete(deleteParcel.path({}))
          .send({ id: parcels[round - 1].id })
          .expect(200),
        setImage(parcels[round].id, picture),
      ]);
      expect(await references()).toEqual([{ name, uses: 1 }]);
      expect(await s3.keys()).toEqual([`images/${name}`]);
    }
    const last = parcels[parcels.length - 1];
    expect(await imageOf(last.id)).toBe(name);
    await admin.delete(deleteParcel.path({})).send({ id: last.id }).expect(200);
    expect(await s3.keys()).toEqual([]);
  });
});

describe('a record that names a picture it did not upload', () => {
  it('cannot take a use from it: PATCH and the review form ignore the name', async () => {
    const owner = await newParcel();
    const name = (await setImage(owner.id, await photo('#2c3e50').jpeg().toBuffer())).body.data
      .image;
    const claimer = await newParcel();
    await admin
      .patch(updateParcel.path({}))
      .send({ id: claimer.id, recipient_name: 'Eve', image: name })
      .expect(200);
    expect(await imageOf(claimer.id)).toBeNull();
    const review = await admin
      .post(createReview.path({}))
      .field('name', 'Eve')
      .field('review', 'Mine now.')
      .field('image', name)
      .expect(201);
    expect(review.body.data.image).toBeNull();

    await admin.delete(deleteParcel.path({})).send({ id: claimer.id }).expect(200);
    await admin.delete(deleteReview.path({})).send({ id: review.body.data.id }).expect(200);
    expect(await references()).toEqual([{ name, uses: 1 }]);
    expect(await s3.keys()).toEqual([`images/${name}`]);
  });
});

describe('a change that fails', () => {
  it('leaves neither a use nor an object in the bucket', async () => {
    const { id } = await newParcel();
    // The parcel's row refuses the change after the picture was stored.
    await t.dataSource.query(`
      CREATE FUNCTION refuse_picture() RETURNS trigger LANGUAGE plpgsql AS
        $$ BEGIN RAISE EXCEPTION 'refused by the test'; END $$`);
    await t.dataSource.query(`
      CREATE TRIGGER refuse_picture BEFORE UPDATE ON parcels
        FOR EACH ROW EXECUTE FUNCTION refuse_picture()`);
    try {
      const answer = await setImage(id, await photo('#d35400').jpeg().toBuffer(), 'x.jpg', 500);
      expect(answer.body.error_codes).toEqual(['server.internal']);
    } finally {
      await t.dataSource.query(`DROP TRIGGER refuse_picture ON parcels`);
      await t.dataSource.query(`DROP FUNCTION refuse_picture()`);
    }
    expect(await s3.keys()).toEqual([]);
    expect(await references()).toEqual([]);
    expect(await imageOf(id)).toBeNull();
  });

  it('with the bucket down, is a 503 and keeps the parcel as it was', async () => {
    const { id } = await newParcel();
    const kept = (await setImage(id, await photo('#7f8c8d').jpeg().toBuffer())).body.data.image;
    await s3.stop();
    try {
      const answer = await setImage(id, await photo('#95a5a6').jpeg().toBuffer(), 'y.jpg', 503);
      expect(answer.body.error_codes).toEqual(['storage.unreachable']);
      expect(answer.headers['retry-after']).toBe('5');
      const served = await t.http().get(`/uploads/images/${kept}`).expect(503);
      expect(served.body.error_codes).toEqual(['storage.unreachable']);
    } finally {
      await s3.start();
    }
    expect(await imageOf(id)).toBe(kept);
    // The picture that was being stored is left for the hourly sweep, which settles it.
    await t.app.get(ImageStore).sweepUnused();
    expect(await references()).toEqual([{ name: kept, uses: 1 }]);
    expect(await s3.keys()).toEqual([`images/${kept}`]);
  });
});

describe('serving from the bucket', () => {
  it('answers a 404 envelope for unknown and malformed names, and reaches no other key', async () => {
    await s3.put('secret.png', 'not for visitors');
    await s3.put('images/notes.txt', 'not a picture');
    await s3.put('images/../secret.png', 'dot-dot key');
    const unknown = `${'a'.repeat(64)}.png`;
    for (const address of [
      `/uploads/images/${unknown}`,
      '/uploads/images/..%2fsecret.png',
      '/uploads/images/%2e%2e%2fsecret.png',
      '/uploads/images/..%5csecret.png',
      '/uploads/images/notes.txt',
      '/uploads/images/.png',
      '/uploads/images/x/..%2f..%2fsecret.png',
      '/uploads/images/%00.png',
      `/uploads/images/${'b'.repeat(400)}.png`,
    ]) {
      const answer = await t.http().get(address);
      expect({ address, status: answer.status }).toEqual({ address, status: 404 });
      expect(answer.text).not.toContain('not for visitors');
      expect(answer.text).not.toContain('dot-dot key');
    }
    const envelope = await t.http().get(`/uploads/images/${unknown}`).expect(404);
    expect(envelope.body).toMatchObject({
      status: 404,
      data: null,
      error_codes: ['route.not_found'],
    });
  });
});

describe('npm run uploads:to-s3 (copyToBucket)', () => {
  it('copies the data folder into the bucket once, re-encoding pictures stored earlier', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'waybill-copy-'));
    try {
      const images = path.join(dataDir, 'uploads', 'images');
      mkdirSync(images, { recursive: true });
      const png = await photo('#1abc9c').png().toBuffer();
      const hashed = `${createHash('sha256').update(png).digest('hex')}.png`;
      writeFileSync(path.join(images, hashed), png);
      const legacy = '0b4c9f3e-2d1a-4f6e-9a7b-1c2d3e4f5a6b.jpg';
      const withGps = await photo('#e74c3c')
        .jpeg()
        .withExif({ IFD0: { Make: 'SpyCam' } })
        .toBuffer();
      writeFileSync(path.join(images, legacy), withGps);
      writeFileSync(path.join(images, '.half-written.partial'), 'x');
      writeFileSync(path.join(images, 'notes.txt'), 'x');

      const config = loadConfig({ DATA_DIR: dataDir, ...s3.env });
      const folder = new FolderObjects(config.uploadsDir);
      const bucket = new S3Objects(config.s3!);
      const lines: string[] = [];
      try {
        expect(await copyToBucket(folder, bucket, (line) => lines.push(line))).toEqual({
          copied: 2,
          present: 0,
          failed: 0,
        });
        expect(await s3.keys()).toEqual([`images/${legacy}`, `images/${hashed}`].sort());
        expect(Buffer.compare((await s3.object(`images/${hashed}`)).bytes, png)).toBe(0);
        const cleaned = await s3.object(`images/${legacy}`);
        expect(cleaned.bytes.includes('SpyCam')).toBe(false);
        expect(cleaned.contentType).toBe('image/jpeg');
        expect(cleaned.cacheControl).toBe('public, max-age=86400');
        // Again: everything is there already.
        expect(await copyToBucket(folder, bucket, (line) => lines.push(line))).toEqual({
          copied: 0,
          present: 2,
          failed: 0,
        });
        expect(lines).toEqual([]);
      } finally {
        bucket.close();
      }
      // The app serves what was copied.
      await t.http().get(`/uploads/images/${hashed}`).expect(200);
      await t.http().get(`/uploads/images/${legacy}`).expect(200);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the hourly sweep', () => {
  it('deletes a picture whose last use went while the bucket was away', async () => {
    const { id } = await newParcel();
    const name = (await setImage(id, await photo('#bdc3c7').jpeg().toBuffer())).body.data.image;
    await s3.stop();
    try {
      await admin.delete(deleteParcel.path({})).send({ id }).expect(200);
    } finally {
      await s3.start();
    }
    expect(await references()).toEqual([{ name, uses: 0 }]);
    expect(await s3.keys()).toEqual([`images/${name}`]);
    await t.app.get(ImageStore).sweepUnused();
    expect(await references()).toEqual([]);
    expect(await s3.keys()).toEqual([]);
  });
});

import { describe, it, expect } from 'vitest';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { crc32 } from 'node:zlib';
import path from 'node:path';
import {
  createReview,
  deleteParcel,
  deleteReview,
  uploadParcelImage,
  type ParcelCreatePayload,
} from '@waybill/shared';
import sharp from 'sharp';
import { ImageStore } from '../src/core/uploads/image-store.js';
import { createParcel as createStaffParcel } from '../../test-kit/parcels.js';
import {
  staffClient,
  startTestApp,
  type TestApp,
  type StaffAgent,
  useStaffApp,
} from './harness.js';

let t: TestApp;
let admin: StaffAgent;
useStaffApp({}, (app, agent) => {
  [t, admin] = [app, agent];
});

let codes = 0;
const newParcel = () => {
  codes += 1;
  const parcel: ParcelCreatePayload = {
    tracking_code: `WB-IMG-${codes}`,
    recipient_name: 'Ada Obi',
    destination: 'Lagos',
  };
  return createStaffParcel(staffClient(admin), parcel);
};

const upload = async (picture: Buffer, fileName: string, expected = 201) => {
  const { id } = await newParcel();
  const response = await admin
    .post(uploadParcelImage.path({}))
    .field('id', String(id))
    .attach('image', picture, fileName)
    .expect(expected);
  return { id, body: response.body };
};

const served = async (name: string) => {
  const response = await t
    .http()
    .get(`/uploads/images/${name}`)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    })
    .expect(200);
  return { bytes: response.body as Buffer, headers: response.headers };
};

const storedFiles = () => readdirSync(t.config.uploadsDir);

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c0392b' } });

/** A phone's photo: EXIF naming the camera and where it was taken (the GPS IFD). */
const jpegWithGps = () =>
  photo(64, 48)
    .jpeg()
    .withExif({
      IFD0: { Make: 'SpyCam', Model: 'Pocket 3' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 26/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 39/1',
      },
    })
    .toBuffer();

/** EXIF's GPSInfo tag (0x8825), little-endian as sharp writes it: where the GPS IFD starts. */
const GPS_INFO_TAG = Buffer.from([0x25, 0x88]);

/** A PNG whose header claims `width`×`height` pixels: what a decompression bomb looks like. */
function pngClaiming(width: number, height: number, png: Buffer): Buffer {
  const bomb = Buffer.from(png);
  // IHDR's data starts at 16 (8 signature + 4 length + 4 type); its CRC covers type and data.
  bomb.writeUInt32BE(width, 16);
  bomb.writeUInt32BE(height, 20);
  bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
  return bomb;
}

describe('an uploaded picture is re-encoded', () => {
  it('comes back without EXIF or GPS', async () => {
    const original = await jpegWithGps();
    const exif = (await sharp(original).metadata()).exif;
    expect(exif?.includes('SpyCam')).toBe(true);
    expect(exif?.includes(GPS_INFO_TAG)).toBe(true);

    const { body } = await upload(original, 'holiday.jpg');
    const { bytes, headers } = await served(body.data.image);
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(bytes.includes('Exif\0\0')).toBe(false);
    expect(bytes.includes('SpyCam')).toBe(false);
    expect(headers['content-type']).toBe('image/jpeg');
    expect(headers['x-content-type-options']).toBe('nosniff');
  });

  it('applies the EXIF orientation to the pixels instead of keeping the tag', async () => {
    const sideways = await photo(40, 20).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const { body } = await upload(sideways, 'sideways.jpg');
    const metadata = await sharp((await served(body.data.image)).bytes).metadata();
    expect(metadata).toMatchObject({ width: 20, height: 40 });
    expect(metadata.orientation).toBeUndefined();
  });

  it('caps the longest side at 2560 pixels', async () => {
    const big = await photo(4000, 3000).jpeg().toBuffer();
    const { body } = await upload(big, 'big.jpg');
    const metadata = await sharp((await served(body.data.image)).bytes).metadata();
    expect(metadata).toMatchObject({ width: 2560, height: 1920 });
  });

  it('keeps a transparent PNG a PNG, served as image/png', async () => {
    const clear = await sharp({
      create: { width: 8, height: 8, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const { body } = await upload(clear, 'logo.png');
    expect(body.data.image).toMatch(/^[0-9a-f]{64}\.png$/);
    const { bytes, headers } = await served(body.data.image);
    expect(headers['content-type']).toBe('image/png');
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', hasAlpha: true });
  });

  it('drops what a polyglot hides after the picture (HTML, a ZIP archive)', async () => {
    const jpeg = await photo(16, 16).jpeg().toBuffer();
    const tail = Buffer.from('<html><script>alert(document.cookie)</script></html>PK\x03\x04');
    const { body } = await upload(Buffer.concat([jpeg, tail]), 'polyglot.jpg');
    const { bytes } = await served(body.data.image);
    expect(bytes.includes('<script>')).toBe(false);
    expect(bytes.includes('PK\x03\x04')).toBe(false);
    expect(bytes.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9])); // ends at the JPEG's end
  });

  it('names the file by the SHA-256 of what was written', async () => {
    const { body } = await upload(await jpegWithGps(), 'a.jpg');
    const { bytes } = await served(body.data.image);
    const { createHash } = await import('node:crypto');
    expect(body.data.image).toBe(`${createHash('sha256').update(bytes).digest('hex')}.jpg`);
  });
});

describe('a file that is not a decodable picture', () => {
  const refused = async (picture: Buffer, fileName: string, error: string) => {
    const { body } = await upload(picture, fileName, 400);
    expect(body.errors).toEqual([error]);
    expect(storedFiles()).toEqual([]);
  };
  const notAPicture = 'image must be a .jpg, .jpeg or .png picture';

  it('refuses an SVG with a script named .png', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    await refused(Buffer.from(svg), 'icon.png', notAPicture);
  });

  it('refuses an HTML page named .jpg', async () => {
    await refused(Buffer.from('<!doctype html><script>alert(1)</script>'), 'a.jpg', notAPicture);
  });

  it('refuses a truncated JPEG', async () => {
    const jpeg = await photo(64, 64).jpeg().toBuffer();
    await refused(jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'half.jpg', notAPicture);
  });

  it('refuses a decompression bomb before decoding it', async () => {
    const bomb = pngClaiming(30_000, 30_000, await photo(1, 1).png().toBuffer());
    expect(bomb.length).toBeLessThan(200);
    await refused(bomb, 'bomb.png', 'image must be at most 50 megapixels');
  });
});

describe('review photos', () => {
  it('are re-encoded the same way', async () => {
    const response = await admin
      .post(createReview.path({}))
      .field('name', 'Ama K.')
      .field('review', 'Fast.')
      .attach('image', await jpegWithGps(), 'ama.jpg')
      .expect(201);
    const { bytes } = await served(response.body.data.image);
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    expect(bytes.includes('SpyCam')).toBe(false);
    await admin.delete(deleteReview.path({})).send({ id: response.body.data.id }).expect(200);
    expect(storedFiles()).toEqual([]);
  });

  it('refuse an SVG and store nothing', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
    await admin
      .post(createReview.path({}))
      .field('name', 'Ama K.')
      .field('review', 'Fast.')
      .attach('image', svg, 'ama.png')
      .expect(400);
    expect(storedFiles()).toEqual([]);
  });
});

describe('one picture used twice', () => {
  it('is one file, kept until its last record goes', async () => {
    const picture = await jpegWithGps();
    const first = await upload(picture, 'box.jpg');
    const second = await upload(picture, 'box-again.jpg');
    expect(second.body.data.image).toBe(first.body.data.image);
    const file = path.join(t.config.uploadsDir, first.body.data.image);

    await admin.delete(deleteParcel.path({})).send({ id: first.id }).expect(200);
    expect(existsSync(file)).toBe(true);
    await served(second.body.data.image);

    await admin.delete(deleteParcel.path({})).send({ id: second.id }).expect(200);
    expect(existsSync(file)).toBe(false);
  });
});

describe('pictures stored before re-encoding', () => {
  it('are re-encoded in place at start, once, keeping their names', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'waybill-legacy-'));
    const images = path.join(dataDir, 'uploads', 'images');
    mkdirSync(images, { recursive: true });
    const legacy = path.join(images, '0b4c9f3e-2d1a-4f6e-9a7b-1c2d3e4f5a6b.jpg');
    writeFileSync(legacy, await jpegWithGps());
    const started = await startTestApp({ DATA_DIR: dataDir }, { keepData: true });
    try {
      await started.app.get(ImageStore).legacyPass;
      const cleaned = readFileSync(legacy);
      expect((await sharp(cleaned).metadata()).exif).toBeUndefined();
      expect(cleaned.includes('SpyCam')).toBe(false);
      expect(readdirSync(images)).toEqual([path.basename(legacy)]);
      // Done is written down, so the next start does not encode the same pictures again.
      expect(existsSync(path.join(dataDir, 'uploads', 'legacy-images-reencoded'))).toBe(true);
    } finally {
      await started.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

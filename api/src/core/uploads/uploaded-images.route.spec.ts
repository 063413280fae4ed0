import { Readable } from 'node:stream';
import express from 'express';
import request from 'supertest';
import type { ImageObject, ImageObjects } from './image-objects.js';
import { uploadedImages } from './uploaded-images.route.js';

const HASHED = `${'c'.repeat(64)}.png`;

/** A store that records every name it is asked for. */
class RecordingObjects implements ImageObjects {
  readonly description = 'memory';
  readonly asked: string[] = [];
  failing = false;
  constructor(private readonly pictures: Record<string, string>) {}
  async read(name: string): Promise<ImageObject | null> {
    this.asked.push(name);
    if (this.failing) throw new Error('store down');
    const bytes = this.pictures[name];
    return bytes === undefined
      ? null
      : { body: Readable.from([Buffer.from(bytes)]), size: bytes.length };
  }
  async has(): Promise<boolean> {
    throw new Error('not used when serving');
  }
  async put(): Promise<void> {
    throw new Error('not used when serving');
  }
  async delete(): Promise<void> {
    throw new Error('not used when serving');
  }
  close(): void {}
}

const appWith = (objects: ImageObjects) => {
  const app = express();
  app.use('/uploads/images', uploadedImages(objects));
  app.use((_request, response) => {
    response.status(418).end();
  });
  return app;
};

describe('uploaded images', () => {
  it('serves a stored picture with its type, length and a year of immutable caching', async () => {
    const objects = new RecordingObjects({ [HASHED]: 'PNGBYTES' });
    const answer = await request(appWith(objects)).get(`/uploads/images/${HASHED}`).expect(200);
    expect(answer.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': '8',
      'cache-control': 'public, max-age=31536000, immutable',
      etag: `"${'c'.repeat(64)}"`,
    });
    expect(answer.body.toString()).toBe('PNGBYTES');
  });

  it('gives a picture stored before content names a day of caching and no ETag', async () => {
    const objects = new RecordingObjects({ 'a1b2-c3.JPEG': 'JPG' });
    const answer = await request(appWith(objects)).get('/uploads/images/a1b2-c3.JPEG').expect(200);
    expect(answer.headers['content-type']).toBe('image/jpeg');
    expect(answer.headers['cache-control']).toBe('public, max-age=86400');
    expect(answer.headers.etag).toBeUndefined();
  });

  it('never asks the store for a name it could not have given', async () => {
    const objects = new RecordingObjects({});
    const app = appWith(objects);
    for (const address of [
      '/uploads/images/..%2f..%2fdb%2fPG_VERSION',
      '/uploads/images/%2e%2e%2fsecret.png',
      '/uploads/images/..%5c..%5csecret.png',
      '/uploads/images/a/b.png',
      '/uploads/images/.hidden.png',
      '/uploads/images/x..png',
      '/uploads/images/evil.svg',
      '/uploads/images/evil.html',
      '/uploads/images/a.png%00.html',
      '/uploads/images/a%20b.png',
      `/uploads/images/${'d'.repeat(300)}.png`,
      '/uploads/images/',
    ]) {
      const answer = await request(app).get(address);
      expect({ address, status: answer.status }).toEqual({ address, status: 404 });
      expect(answer.body.error_codes).toEqual(['route.not_found']);
    }
    expect(objects.asked).toEqual([]);
  });

  it('answers 404 for a name the store does not hold, 503 when the store fails', async () => {
    const objects = new RecordingObjects({});
    await request(appWith(objects)).get(`/uploads/images/${HASHED}`).expect(404);
    objects.failing = true;
    const down = await request(appWith(objects)).get(`/uploads/images/${HASHED}`).expect(503);
    expect(down.body.error_codes).toEqual(['storage.unreachable']);
    expect(down.headers['retry-after']).toBe('5');
  });

  it('answers HEAD without a body and a matching ETag with 304, and leaves other methods alone', async () => {
    const objects = new RecordingObjects({ [HASHED]: 'PNGBYTES' });
    const app = appWith(objects);
    const head = await request(app).head(`/uploads/images/${HASHED}`).expect(200);
    expect(head.headers['content-length']).toBe('8');
    await request(app)
      .get(`/uploads/images/${HASHED}`)
      .set('If-None-Match', `"${'c'.repeat(64)}"`)
      .expect(304);
    await request(app).post(`/uploads/images/${HASHED}`).expect(418);
  });
});

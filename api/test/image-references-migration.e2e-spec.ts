import { it, expect, beforeAll, afterAll } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { imageReferencesMigration } from '../src/core/database/migrations/1767200000000-image-references.js';
import { Housekeeping } from '../src/core/housekeeping.service.js';
import { FolderObjects } from '../src/core/uploads/folder-objects.js';
import { ImageStore } from '../src/core/uploads/image-store.js';
import { type TestApp, startTestApp } from './harness.js';

// The migration that moves pictures' uses from empty files on disk into image_references, on a
// data folder as the versions that kept uses on disk left it.

let t: TestApp;
const oldData = mkdtempSync(path.join(tmpdir(), 'waybill-old-uploads-'));
const images = path.join(oldData, 'uploads', 'images');
const references = path.join(oldData, 'uploads', 'image-references');
const TWICE = `${'1'.repeat(64)}.jpg`;
const ONCE = `${'2'.repeat(64)}.png`;
const UNCOUNTED = '0b4c9f3e-2d1a-4f6e-9a7b-1c2d3e4f5a6b.jpg';
const GONE = `${'3'.repeat(64)}.jpg`;

beforeAll(async () => {
  // It takes migrations down and up: on PostgreSQL, a database of its own.
  t = await startTestApp({}, { changesSchema: true });
  mkdirSync(images, { recursive: true });
  for (const name of [TWICE, ONCE, UNCOUNTED]) writeFileSync(path.join(images, name), name);
  writeFileSync(path.join(images, '.abc.partial'), 'half');
  const uses = { [TWICE]: 2, [ONCE]: 1, [GONE]: 1 };
  for (const [name, count] of Object.entries(uses)) {
    mkdirSync(path.join(references, name), { recursive: true });
    for (let use = 0; use < count; use += 1)
      writeFileSync(path.join(references, name, `use-${use}`), '');
  }
});
afterAll(async () => {
  await t.close();
  rmSync(oldData, { recursive: true, force: true });
});

async function migrate(step: 'up' | 'down') {
  const Migration = imageReferencesMigration(images);
  const runner = t.dataSource.createQueryRunner();
  try {
    await new Migration()[step](runner);
  } finally {
    await runner.release();
  }
}

it('counts each picture of the data folder as its files on disk say, one use when none', async () => {
  await migrate('down');
  await migrate('up');
  const rows = await t.dataSource.query(`SELECT name, uses FROM image_references ORDER BY name`);
  expect(rows).toEqual(
    [
      { name: UNCOUNTED, uses: 1 },
      { name: TWICE, uses: 2 },
      { name: ONCE, uses: 1 },
    ].sort((a, b) => a.name.localeCompare(b.name)),
  );

  // The imported counts decide when a picture goes: the first of two uses keeps it.
  const store = new ImageStore(new FolderObjects(images), t.dataSource, t.app.get(Housekeeping));
  await store.change((_manager, pictures) => pictures.drop(TWICE));
  expect(existsSync(path.join(images, TWICE))).toBe(true);
  await store.change((_manager, pictures) => pictures.drop(TWICE));
  expect(existsSync(path.join(images, TWICE))).toBe(false);
  await store.change((_manager, pictures) => pictures.drop(UNCOUNTED));
  expect(existsSync(path.join(images, UNCOUNTED))).toBe(false);
  expect(existsSync(path.join(images, ONCE))).toBe(true);
  await t.dataSource.query(`DELETE FROM image_references`);
});

it('imports nothing from an empty or missing folder', async () => {
  const Migration = imageReferencesMigration(path.join(oldData, 'nowhere', 'images'));
  const runner = t.dataSource.createQueryRunner();
  try {
    await migrate('down');
    await new Migration().up(runner);
  } finally {
    await runner.release();
  }
  expect(await t.dataSource.query(`SELECT * FROM image_references`)).toEqual([]);
});

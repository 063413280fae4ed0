import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A staged app folder (as the build leaves it) with a minimal admin build and desktop screens. */
export function makeAppFolder(): string {
  const appDir = mkdtempSync(path.join(tmpdir(), 'waybill-app-'));
  mkdirSync(path.join(appDir, 'admin'));
  mkdirSync(path.join(appDir, 'pages'));
  writeFileSync(
    path.join(appDir, 'admin', 'index.html'),
    '<!doctype html><title>Waybill Control</title>',
  );
  writeFileSync(
    path.join(appDir, 'pages', 'connect.html'),
    '<!doctype html><title>Connect</title>',
  );
  writeFileSync(
    path.join(appDir, 'pages', 'offline.html'),
    '<!doctype html><title>Offline</title>',
  );
  return appDir;
}

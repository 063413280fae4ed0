import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError } from '../config/config.js';
import { lockDataDir } from './data-dir-lock.js';

describe('lockDataDir', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'waybill-lock-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes its pid and releases the lock', () => {
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, 'waybill.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(path.join(dir, 'waybill.lock'))).toBe(false);
  });

  it('refuses a folder locked by another running process', () => {
    // The parent of this test process is alive for sure.
    writeFileSync(path.join(dir, 'waybill.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(ConfigError);
    expect(() => lockDataDir(dir)).toThrow(
      `in use by another Waybill process (pid ${process.ppid})`,
    );
  });

  it('takes over a stale lock whose process is gone', () => {
    writeFileSync(path.join(dir, 'waybill.lock'), '2147483646');
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, 'waybill.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });
});

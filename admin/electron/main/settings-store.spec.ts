import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseServerAddress } from './server-address.js';
import { SETTINGS_FILE, SettingsStore } from './settings-store.js';

describe('the first-run store', () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'waybill-settings-'));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  const file = () => path.join(folder, SETTINGS_FILE);

  it('starts empty: no server, no window place', () => {
    const store = SettingsStore.inFolder(folder);
    expect(store.serverUrl).toBeNull();
    expect(store.window).toBeNull();
  });

  it('stores the server address as JSON in the user-data folder, readable only by the user', () => {
    SettingsStore.inFolder(folder).update({ serverUrl: 'https://waybill.example.com' });
    expect(JSON.parse(readFileSync(file(), 'utf8'))).toEqual({
      serverUrl: 'https://waybill.example.com',
      window: null,
    });
    if (process.platform !== 'win32') expect(statSync(file()).mode & 0o077).toBe(0);
    expect(SettingsStore.inFolder(folder).serverUrl).toBe('https://waybill.example.com');
  });

  it('keeps one setting when another changes', () => {
    const store = SettingsStore.inFolder(folder);
    store.update({ serverUrl: 'https://waybill.example.com' });
    store.update({ window: { x: 10, y: 20, width: 1200, height: 800, maximized: false } });
    const reread = SettingsStore.inFolder(folder);
    expect(reread.serverUrl).toBe('https://waybill.example.com');
    expect(reread.window).toEqual({ x: 10, y: 20, width: 1200, height: 800, maximized: false });
  });

  it('reads a broken or foreign file as a first run', () => {
    for (const content of ['{not json', '[]', 'null', '"text"']) {
      writeFileSync(file(), content);
      const store = SettingsStore.inFolder(folder);
      expect({ content, serverUrl: store.serverUrl, window: store.window }).toEqual({
        content,
        serverUrl: null,
        window: null,
      });
    }
  });

  it('ignores a hand-edited address the app would refuse, and nonsense window sizes', () => {
    writeFileSync(
      file(),
      JSON.stringify({
        serverUrl: 'http://waybill.example.com',
        window: { x: 1, y: 2, width: -5, height: 'tall', maximized: true },
      }),
    );
    const store = SettingsStore.inFolder(folder);
    expect(store.serverUrl).toBeNull();
    expect(store.window).toBeNull();

    writeFileSync(file(), JSON.stringify({ window: { width: 900, height: 600, x: 'left' } }));
    expect(SettingsStore.inFolder(folder).window).toEqual({
      width: 900,
      height: 600,
      maximized: false,
    });
  });

  it('creates the folder on first write', () => {
    const nested = path.join(folder, 'not', 'yet');
    SettingsStore.inFolder(nested).update({ serverUrl: 'http://localhost:3000' });
    expect(SettingsStore.inFolder(nested).serverUrl).toBe('http://localhost:3000');
  });
});

describe('reading the server address staff type', () => {
  it.each([
    ['https://waybill.example.com', 'https://waybill.example.com'],
    ['  waybill.example.com  ', 'https://waybill.example.com'],
    ['https://waybill.example.com/control/index.html', 'https://waybill.example.com'],
    ['HTTPS://Waybill.Example.com:8443/', 'https://waybill.example.com:8443'],
    ['localhost:3000', 'http://localhost:3000'],
    ['http://localhost:3000', 'http://localhost:3000'],
    ['http://127.0.0.1:3000/control', 'http://127.0.0.1:3000'],
    ['http://[::1]:3000', 'http://[::1]:3000'],
    ['https://localhost:3443', 'https://localhost:3443'],
  ])('%s → %s', (input, origin) => {
    expect(parseServerAddress(input)).toEqual({ ok: true, origin });
  });

  it.each([
    ['', /^Enter the address/],
    ['http://waybill.example.com', /^Use an https:\/\/ address/],
    ['http://192.168.1.20:3000', /^Use an https:\/\/ address/],
    ['http://localhost.evil.example', /^Use an https:\/\/ address/],
    ['ftp://waybill.example.com', /^Use an https:\/\/ address/],
    ['file:///etc/passwd', /^Use an https:\/\/ address/],
    ['https://staff:secret@waybill.example.com', /^Leave the user name and password out/],
    ['https://', /is not a web address/],
  ])('%s is refused', (input, error) => {
    const result = parseServerAddress(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(error);
  });
});

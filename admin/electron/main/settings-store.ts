import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseServerAddress } from './server-address.js';

/** The window's place on screen, restored at the next start. */
export interface WindowState {
  x?: number;
  y?: number;
  width: number;
  height: number;
  maximized: boolean;
}

export interface DesktopSettings {
  /** The origin of the company's Waybill server; null until the first-run screen sets it. */
  serverUrl: string | null;
  window: WindowState | null;
}

export const SETTINGS_FILE = 'waybill-admin.json';

const EMPTY: DesktopSettings = { serverUrl: null, window: null };

/**
 * The desktop app's own settings, a small JSON file in the user-data folder. A missing or broken
 * file reads as a first run; a write goes to a temporary file first so a crash cannot leave
 * half a file behind.
 */
export class SettingsStore {
  private settings: DesktopSettings;

  constructor(readonly filePath: string) {
    this.settings = readSettings(filePath);
  }

  static inFolder(folder: string): SettingsStore {
    return new SettingsStore(path.join(folder, SETTINGS_FILE));
  }

  get serverUrl(): string | null {
    return this.settings.serverUrl;
  }

  get window(): WindowState | null {
    return this.settings.window;
  }

  update(patch: Partial<DesktopSettings>): DesktopSettings {
    this.settings = { ...this.settings, ...patch };
    mkdirSync(path.dirname(this.filePath), { recursive: true });
    const temporary = `${this.filePath}.${process.pid}.tmp`;
    writeFileSync(temporary, `${JSON.stringify(this.settings, null, 2)}\n`, { mode: 0o600 });
    renameSync(temporary, this.filePath);
    return this.settings;
  }
}

function readSettings(filePath: string): DesktopSettings {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(filePath, 'utf8'));
  } catch {
    return { ...EMPTY };
  }
  if (!isRecord(raw)) return { ...EMPTY };
  return { serverUrl: readServerUrl(raw.serverUrl), window: readWindowState(raw.window) };
}

/** An address edited by hand into something the app would refuse reads as "not set". */
function readServerUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const address = parseServerAddress(value);
  return address.ok && address.origin === value ? value : null;
}

function readWindowState(value: unknown): WindowState | null {
  if (!isRecord(value)) return null;
  const { x, y, width, height, maximized } = value;
  if (!isSize(width) || !isSize(height)) return null;
  const state: WindowState = { width, height, maximized: maximized === true };
  if (isInteger(x) && isInteger(y)) {
    state.x = x;
    state.y = y;
  }
  return state;
}

const isInteger = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value);

const isSize = (value: unknown): value is number =>
  isInteger(value) && value > 0 && value < 100_000;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

import Bowser from 'bowser';
import { SESSION_DEVICES, type SessionDevice } from '@waybill/shared';

/** What the sessions screens say about a session's browser. */
export interface DeviceDescription {
  device: SessionDevice;
  /** "Chrome 124", "Firefox 125", or null when the user agent names no browser. */
  browser: string | null;
  /** "Windows 10", "iOS 17.4", "macOS", or null. */
  os: string | null;
}

const UNKNOWN: DeviceDescription = { device: 'unknown', browser: null, os: null };

const isDevice = (value: string | undefined): value is SessionDevice =>
  (SESSION_DEVICES as readonly string[]).includes(value ?? '');

/** The first `parts` numbers of a version ("124.0.6367" → "124"). */
const leading = (version: string | undefined, parts: number) =>
  version ? version.split('.').slice(0, parts).join('.') : '';

const named = (...words: string[]) => words.filter(Boolean).join(' ') || null;

/**
 * Reads the device, browser and system from a user agent with bowser. The user agent is whatever
 * the client sent, so anything it cannot read is "unknown", never an error. macOS and Linux
 * browsers freeze or leave out the system's version, so only their name is given.
 */
export function describeDevice(userAgent: string | null | undefined): DeviceDescription {
  if (!userAgent?.trim()) return UNKNOWN;
  let parsed: Bowser.Parser.ParsedResult;
  try {
    parsed = Bowser.parse(userAgent);
  } catch {
    return UNKNOWN;
  }
  const { browser, os, platform } = parsed;
  const osVersion =
    os.name === 'Windows'
      ? (os.versionName ?? '')
      : os.name === 'macOS'
        ? ''
        : leading(os.version, 2);
  return {
    device: isDevice(platform.type) ? platform.type : 'unknown',
    browser: browser.name ? named(browser.name, leading(browser.version, 1)) : null,
    os: os.name ? named(os.name, osVersion) : null,
  };
}

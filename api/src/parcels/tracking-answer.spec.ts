import type { Request } from 'express';
import type { TrackingLookups } from '../core/security/tracking-lookups.js';
import {
  asksToRevalidate,
  isUnchangedFor,
  prepareTrackingAnswer,
  trackingEtag,
  trackingViewer,
} from './tracking-answer.js';

/** A request as the helpers read it: its headers and the address it came from. */
const requestWith = (ifNoneMatch?: string) =>
  ({
    headers: ifNoneMatch === undefined ? {} : { 'if-none-match': ifNoneMatch },
    ip: '203.0.113.9',
    socket: { remoteAddress: '203.0.113.9' },
  }) as unknown as Request;

/** Counts what the viewer charges, refusing lookups after `lookupsLeft`. */
function countingLookups(lookupsLeft: number) {
  const counted = { lookups: 0, revalidations: 0 };
  const refusal = new Date(Date.now() + 60_000);
  const lookups = {
    admit: () => {
      counted.lookups += 1;
      return counted.lookups > lookupsLeft ? refusal : null;
    },
    admitRevalidation: () => {
      counted.revalidations += 1;
      return null;
    },
  } as unknown as TrackingLookups;
  return { lookups, counted, refusal };
}

const BODY = '{"status":200,"data":{"tracking_code":"WB-1"}}';
const ETAG = trackingEtag(BODY);

describe('the tracking answer’s ETag', () => {
  it('is a weak tag of the bytes: the same for the same answer, another for another', () => {
    expect(ETAG).toMatch(/^W\/"[0-9a-f]+-[A-Za-z0-9+/]{27}"$/);
    expect(trackingEtag(BODY)).toBe(ETAG);
    expect(trackingEtag(BODY.replace('WB-1', 'WB-2'))).not.toBe(ETAG);
  });

  it('matches a request naming it, weak or strong, alone or in a list', () => {
    const strong = ETAG.slice(2);
    for (const header of [ETAG, strong, `"other", ${ETAG}`, ` ${strong} ,W/"x"`]) {
      expect(isUnchangedFor(requestWith(header), ETAG)).toBe(true);
    }
  });

  it('matches nothing for `*`, an empty, broken or other tag', () => {
    for (const header of ['*', '', '""', 'W/', ETAG.slice(0, -1), '"other"', 'W/"*"']) {
      expect(isUnchangedFor(requestWith(header), ETAG)).toBe(false);
    }
    expect(isUnchangedFor(requestWith(), ETAG)).toBe(false);
  });

  it('treats only a named tag as a revalidation', () => {
    expect(asksToRevalidate(requestWith('W/"a"'))).toBe(true);
    expect(asksToRevalidate(requestWith('*'))).toBe(false);
    expect(asksToRevalidate(requestWith(' , '))).toBe(false);
    expect(asksToRevalidate(requestWith())).toBe(false);
  });
});

describe('what a visitor pays for an answer', () => {
  it('a revalidation that matches: one revalidation, no lookup, 304', () => {
    const { lookups, counted } = countingLookups(0);
    const request = requestWith(ETAG);
    const viewer = trackingViewer(request, false, lookups, true);
    expect(viewer.blockedUntil).toBeNull();
    expect(prepareTrackingAnswer(request, BODY, viewer)).toEqual({
      etag: ETAG,
      unchanged: true,
      refusedUntil: null,
    });
    expect(counted).toEqual({ lookups: 0, revalidations: 1 });
  });

  it('a revalidation that does not match: a lookup too, refused past the budget', () => {
    const { lookups, counted, refusal } = countingLookups(0);
    const request = requestWith('W/"stale"');
    const viewer = trackingViewer(request, false, lookups, true);
    expect(prepareTrackingAnswer(request, BODY, viewer)).toEqual({
      etag: ETAG,
      unchanged: false,
      refusedUntil: refusal,
    });
    expect(counted).toEqual({ lookups: 1, revalidations: 1 });
  });

  it('a plain lookup, `*`, or a history page (no revalidation): one lookup up front', () => {
    for (const [header, revalidation] of [
      [undefined, true],
      ['*', true],
      [ETAG, false],
    ] as const) {
      const { lookups, counted } = countingLookups(5);
      const request = requestWith(header);
      const viewer = trackingViewer(request, false, lookups, revalidation);
      expect(counted).toEqual({ lookups: 1, revalidations: 0 });
      expect(viewer.chargeLookup()).toBeNull();
      expect(counted.lookups).toBe(1);
    }
  });

  it('an admin pays nothing', () => {
    const { lookups, counted } = countingLookups(0);
    const request = requestWith('W/"stale"');
    const viewer = trackingViewer(request, true, lookups, true);
    expect(prepareTrackingAnswer(request, BODY, viewer).refusedUntil).toBeNull();
    expect(counted).toEqual({ lookups: 0, revalidations: 0 });
  });
});

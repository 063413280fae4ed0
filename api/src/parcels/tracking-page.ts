import { Injectable } from '@nestjs/common';
import { publicParcelSchema, type PublicParcel } from '@waybill/shared';
import type { Request } from 'express';
import { ApiError } from '../core/http/api-error.js';
import { bearerOf } from '../core/http/api-key-caller.js';
import { hasSessionCookie } from '../core/session/session.constants.js';
import { TrackingLookups } from '../core/security/tracking-lookups.js';
import { ParcelsService } from './parcels.service.js';
import { trackingEtag, trackingViewer } from './tracking-answer.js';

/**
 * What the tracking page's own lookup found (docs/architecture.md §6.1a): the parcel as a
 * visitor's GET /api/parcels/{code} shows it for the code alone, with that answer's ETag (the
 * page's live updates revalidate it); or no parcel by that code (the API's 404).
 */
export type TrackingPageLookup =
  { found: true; parcel: PublicParcel; etag: string } | { found: false };

/**
 * The lookup behind a tracking page drawn with its parcel (docs/architecture.md §6.1a): the very
 * call a visitor's GET /api/parcels/{code} makes (ParcelsService.track, the visitor's statement
 * and Settings' privacy), counted against the same per-client budgets (the lookup budget, and the
 * guessing limit for a code that matches nothing), so pages read codes no faster than the API.
 */
@Injectable()
export class TrackingPage {
  constructor(
    private readonly parcels: ParcelsService,
    private readonly lookups: TrackingLookups,
  ) {}

  /**
   * The visitor's lookup of `code` for the page, or null when the page is drawn without it: a
   * request with a session or an API key (staff's answer is not a visitor's; the browser asks the
   * API with its own credentials, as before), a visitor over a limit (the browser's own lookup
   * then says so), or an answer that breaks the contract. Counts the lookup (once per request).
   */
  async lookUp(request: Request, code: string): Promise<TrackingPageLookup | null> {
    if (hasSessionCookie(request) || bearerOf(request) !== undefined) return null;
    const viewer = trackingViewer(request, false, this.lookups);
    let body: string;
    try {
      body = await this.parcels.track(code, viewer);
    } catch (error) {
      if (error instanceof ApiError && error.getStatus() === 404) return { found: false };
      if (error instanceof ApiError && error.getStatus() === 429) return null;
      throw error;
    }
    const checked = publicParcelSchema.safeParse((JSON.parse(body) as { data: unknown }).data);
    if (!checked.success) return null;
    return { found: true, parcel: checked.data, etag: trackingEtag(body) };
  }
}

import type { Request } from 'express';

/** The public tracking page of a parcel: what a QR code on an invoice or a label opens. */
export function trackingUrl(base: string, code: string): string {
  return `${base.replace(/\/+$/, '')}/track.html?code=${encodeURIComponent(code)}`;
}

/**
 * The site's address for printed links: the public address when set (PUBLIC_URL, else the one
 * kept in settings: behind a proxy the request may not know it), else the origin the admin
 * reached the API at.
 */
export function siteBase(publicUrl: string | null | undefined, request: Request): string {
  return publicUrl ?? `${request.protocol}://${request.get('host') ?? 'localhost'}`;
}

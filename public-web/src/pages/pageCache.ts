import type { Page } from '@waybill/shared';

/*
 * Out of the content page's chunk: the entry primes it before hydrating, and must not load the
 * screen's code to do so.
 */

/** Pages seen in this visit: going back to one shows it at once (and refreshes it). */
export const seen = new Map<string, Page>();
/** The slug the server drew, shown as it is without asking for it again. */
export const drawnByServer = new Set<string>();
/** A slug the server found no page for: the not-found screen. */
export const missingOnServer = new Set<string>();

/**
 * The page the server drew with (src/entry-server.tsx on the server, src/main.tsx before
 * hydrating): the screen shows it at once. Each call forgets the one before.
 */
export function primePage(drawn: { slug: string; page: Page | null } | null): void {
  seen.clear();
  drawnByServer.clear();
  missingOnServer.clear();
  if (!drawn) return;
  drawnByServer.add(drawn.slug);
  if (drawn.page) seen.set(drawn.slug, drawn.page);
  else missingOnServer.add(drawn.slug);
}

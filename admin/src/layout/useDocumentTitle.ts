import { useEffect } from 'react';

export const APP_NAME = 'Waybill Control';

/**
 * The document title has one source per screen: its breadcrumb when it has one (first label, then
 * second, as on the public site: docs/product.md §2.1), else the screen's own name. A screen that
 * names itself too does not override its breadcrumb.
 */
const sources: { trail: string | null; screen: string | null } = { trail: null, screen: null };

function applyTitle(): void {
  document.title = sources.trail ?? sources.screen ?? APP_NAME;
}

/** "Parcels | WB1000" from Parcels › WB1000 › Update; a single label gets the app's name. */
export function titleFromLabels(labels: readonly string[]): string {
  const [first, second] = labels;
  if (!first) return APP_NAME;
  return `${first} | ${second ?? APP_NAME}`;
}

/** The title of a screen without a breadcrumb: "<title> | Waybill Control". */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    sources.screen = title ? `${title} | ${APP_NAME}` : APP_NAME;
    applyTitle();
    return () => {
      sources.screen = null;
    };
  }, [title]);
}

/** Used by Breadcrumbs: the breadcrumb's first two labels make the title. */
export function useTrailTitle(labels: readonly string[]): void {
  const title = titleFromLabels(labels);
  useEffect(() => {
    sources.trail = title;
    applyTitle();
    return () => {
      sources.trail = null;
      applyTitle();
    };
  }, [title]);
}

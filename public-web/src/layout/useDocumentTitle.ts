import { useEffect } from 'react';

export const SITE_NAME = 'Waybill';

/** docs/product.md §2.1: the document title is the breadcrumb's first label plus its second. */
export function documentTitle(first: string, second: string): string {
  return second ? `${first} | ${second}` : first;
}

let serverTitle = SITE_NAME;

/**
 * The title the server's render set last: effects do not run there, so the render notes it
 * (renders on the server run one at a time: src/entry-server.tsx). Reset before each.
 */
export function drawnTitle(reset = false): string {
  if (reset) serverTitle = '';
  return serverTitle;
}

function noteServerTitle(title: string): void {
  serverTitle = title;
}

/** Sets the document title from the two breadcrumb labels: the brand, then the screen. */
export function useDocumentTitle(second: string): void {
  if (typeof document === 'undefined') noteServerTitle(documentTitle(SITE_NAME, second));
  useEffect(() => {
    document.title = documentTitle(SITE_NAME, second);
  }, [second]);
}

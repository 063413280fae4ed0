import { useEffect } from 'react';

export const SITE_NAME = 'Waybill';

/** docs/product.md §2.1: the document title is the breadcrumb's first label plus its second. */
export function documentTitle(first: string, second: string): string {
  return second ? `${first} | ${second}` : first;
}

/** Sets the document title from the two breadcrumb labels: the brand, then the screen. */
export function useDocumentTitle(second: string): void {
  useEffect(() => {
    document.title = documentTitle(SITE_NAME, second);
  }, [second]);
}

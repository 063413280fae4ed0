import { useEffect } from 'react';

export const SITE_NAME = 'Waybill';

/** Sets the document title of a screen: "<title> | Waybill". */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}

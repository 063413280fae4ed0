import { useEffect } from 'react';

export const APP_NAME = 'Waybill Control';

/** Sets the document title of a screen: "<title> | Waybill Control". */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${APP_NAME}` : APP_NAME;
  }, [title]);
}

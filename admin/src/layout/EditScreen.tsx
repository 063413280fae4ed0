import type { ReactNode } from 'react';
import { useDocumentTitle } from './useDocumentTitle';

export interface EditScreenProps {
  /** The screen's heading. */
  title: string;
  /** The document title while the breadcrumb is not on screen yet (the record still loading). */
  documentTitle: string;
  breadcrumbs: ReactNode;
  /** The column's width; the page's full width when left out. */
  width?: 'narrow' | 'medium';
  /** The form, or the gate that shows it once its record is loaded. */
  children: ReactNode;
}

/** A create or edit screen's shell: breadcrumbs, heading, then the form. */
export function EditScreen({
  title,
  documentTitle,
  breadcrumbs,
  width,
  children,
}: EditScreenProps) {
  useDocumentTitle(documentTitle);
  return (
    <section className={width && `wb-${width}`}>
      {breadcrumbs}
      <h1>{title}</h1>
      {children}
    </section>
  );
}

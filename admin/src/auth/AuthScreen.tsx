import type { ReactNode } from 'react';
import { useDocumentTitle } from '../layout/useDocumentTitle';

export interface AuthScreenProps {
  /** The screen's name: the document title, and its heading unless `heading` is false. */
  title: string;
  /** False while a step that brings its own heading is shown (a code, setting up TOTP). */
  heading?: boolean;
  /** The links under the form (back to sign in, forgotten password, …). */
  links?: ReactNode;
  children: ReactNode;
}

/**
 * The narrow frame of the account screens (sign-in, sign-up, the password screens, accepting an
 * invitation): title, form, links. No form library here: the sign-in screen is a first load.
 */
export function AuthScreen({ title, heading = true, links, children }: AuthScreenProps) {
  useDocumentTitle(title);
  return (
    <section className="wb-narrow">
      {heading && <h1>{title}</h1>}
      {children}
      {links && <div className="wb-form-links">{links}</div>}
    </section>
  );
}

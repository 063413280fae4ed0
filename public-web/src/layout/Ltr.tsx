import type { ReactNode } from 'react';

/**
 * A value written left to right whatever the page's direction: a phone number, an e-mail, a
 * tracking code, coordinates, an amount. Isolated (`<bdi dir="ltr">`, and `.ltr` in app.css), so
 * an Arabic or Persian page neither reverses its parts ("+234 803 555 1000" would otherwise show as
 * "1000 555 803 234+") nor moves the words around it.
 */
export function Ltr({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <bdi dir="ltr" className={className ? `ltr ${className}` : 'ltr'}>
      {children}
    </bdi>
  );
}

/**
 * Text someone typed (an address, a name): its own first letter decides its direction, so a Latin
 * address in an Arabic page reads in order, and an Arabic one in an English page too.
 */
export function Typed({ children }: { children: ReactNode }) {
  return <bdi dir="auto">{children}</bdi>;
}

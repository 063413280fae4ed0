/**
 * Plain-text isolation of a value inside a sentence (Unicode's bidirectional isolates), for places
 * that take a string rather than markup: a dialog's question, a title, an aria-label, a PDF line.
 * Markup uses the apps' `<Ltr>` (`<bdi dir="ltr">`) instead.
 */
const LRI = '\u2066';
const FSI = '\u2068';
const PDI = '\u2069';

/** A value written left to right (a phone, a code, coordinates, an amount), kept in its order. */
export function ltrText(value: string | number): string {
  return `${LRI}${String(value)}${PDI}`;
}

/** Text someone typed (a title, a name): its first letter decides its direction. */
export function typedText(value: string): string {
  return `${FSI}${value}${PDI}`;
}

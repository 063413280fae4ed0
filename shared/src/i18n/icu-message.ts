import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { formatToParts, type Formats, type Formatters } from 'intl-messageformat';

/*
 * The formatting of a text with a plural, a select or a number (`{count, plural, one {…} …}`),
 * by intl-messageformat, the message parsed by the build (shared/vite-plugins/catalogues.ts).
 * Only the catalogue files that hold such a text import it: an English first load whose texts
 * only fill in `{name}`s carries no formatting library.
 */

/** A text that needs the formatting library, ready to say in a locale with its values. */
export type MessageFunction = (locale: string, values?: Record<string, string | number>) => string;

const NO_FORMATS: Formats = { number: {}, date: {}, time: {} };

const made = new Map<string, unknown>();
/** Intl's formatters, made once per locale and options. */
function once<T>(kind: string, args: unknown[], make: () => T): T {
  const key = kind + JSON.stringify(args);
  if (!made.has(key)) made.set(key, make());
  return made.get(key) as T;
}
const formatters: Formatters = {
  getNumberFormat: (...args) => once('n', args, () => new Intl.NumberFormat(...args)),
  getDateTimeFormat: (...args) => once('d', args, () => new Intl.DateTimeFormat(...args)),
  getPluralRules: (...args) => once('p', args, () => new Intl.PluralRules(...args)),
};

/** The parsed message as a function of the locale and the values (throws on a missing value). */
export function icuMessage(elements: MessageFormatElement[]): MessageFunction {
  return (locale, values) =>
    formatToParts(elements, locale, formatters, NO_FORMATS, values)
      .map((part) => String(part.value))
      .join('');
}

import type contact from './en/contact.json';
import type forms from './en/forms.json';
import type pages from './en/pages.json';
import type problems from './en/problems.json';
import type resolution from './en/resolution.json';
import type site from './en/site.json';
import type track from './en/track.json';

/**
 * Every key of the site's texts: those of the English catalogues (`en/<area>.json`, the source),
 * so a key the code names but English lacks fails the build. No two areas write the same key
 * (catalogues.test.ts checks).
 */
export type MessageKey =
  | keyof typeof site
  | keyof typeof track
  | keyof typeof contact
  | keyof typeof forms
  | keyof typeof problems
  | keyof typeof pages
  | keyof typeof resolution;

/**
 * The areas, one file each in every language's folder: `site`, what every page draws (the layout,
 * the home page, "not found"); the others, each screen's own (app/routes.ts loads them with it).
 */
export const AREAS = [
  'site',
  'track',
  'contact',
  'forms',
  'problems',
  'pages',
  'resolution',
] as const;

export type SiteArea = (typeof AREAS)[number];

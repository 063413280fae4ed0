import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * `virtual:app-icon-paths/16-first`: the standard size of the icons every first screen names (the
 * shell's and the sign-in screen's files, with what they import), loaded before the first render;
 * `/16-member` those a member's first screen adds (the side menu's, the dashboard's), loaded
 * before it too unless the first screen is a signed-out one; `/16` every other icon of the app,
 * loaded before any other screen is shown. `/20`: the large size of every icon, and `/20-large`
 * that of the icons named in a file that draws large icons (a size of 20 or more, an empty list's
 * picture), which is what a screen's first view needs at that size.
 */
const PREFIX = 'virtual:app-icon-paths/';
const SUBSETS = ['16-first', '16-member', '16', '20', '20-large'];
/** A file that draws icons large (Blueprint then takes their 20 px paths). */
const DRAWS_LARGE = /\bsize=\{(?:[2-9]\d|\d{3,})\}|\bemptyIcon=|<NonIdealState\b/;
/** Blueprint's list of every icon name, which the plugin cuts down to the app's. */
const NAMES_FILE = path.join('generated', '16px', 'blueprint-icons-16.js');

const require = createRequire(import.meta.url);

/** Every Blueprint icon name, from the package's own list. */
function blueprintIconNames(): ReadonlySet<string> {
  const list = require('@blueprintjs/icons/icons.json') as { iconName: string }[];
  return new Set(list.map((icon) => icon.iconName));
}

/**
 * The Blueprint icon names quoted in a source file that speaks of icons. A quoted word that names
 * an icon without being one there ('code') costs a few hundred bytes; a name built at run time is
 * not seen, and Blueprint would not draw it (its list of names is cut to these too).
 */
export function iconNamesIn(source: string, known: ReadonlySet<string>): string[] {
  // A file that names an icon says "icon" somewhere (a prop, a field, the IconName type); in
  // others a quoted 'list' or 'function' is a word, not an icon.
  if (!/icon/i.test(source)) return [];
  const names = new Set<string>();
  for (const [, name] of source.matchAll(/['"`]([a-z0-9-]+)['"`]/g)) {
    if (known.has(name)) names.add(name);
  }
  return [...names];
}

/** The app's source files, tests left out. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(dir, file));
}

/**
 * The relative modules a source file imports for their values, at once: `import … from './x'`,
 * `import './x'` and `export … from './x'`, not `import type` nor a dynamic `import('./x')`
 * (that code comes later, in a chunk of its own).
 */
export function staticImportsIn(source: string): string[] {
  const found: string[] = [];
  for (const [, clause, specifier] of source.matchAll(
    /^\s*(?:import|export)\s+(type\s)?(?:[^'";]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm,
  )) {
    if (!clause) found.push(specifier);
  }
  return found;
}

/** A relative import's source file (`.ts`, `.tsx` or a folder's `index`), if it is one. */
function sourceOf(importer: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(importer), specifier);
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((ending) => base + ending)
    .find((file) => /\.tsx?$/.test(file) && existsSync(file));
}

/**
 * The source files `roots` are built from: each root and everything it imports at once, through
 * relative imports (what the first load holds of the app's own code), but not `skip` nor what
 * only it imports.
 */
export function filesImportedBy(roots: readonly string[], skip: readonly string[] = []): string[] {
  const seen = new Set<string>(skip);
  const queue = [...roots];
  for (let file = queue.shift(); file; file = queue.shift()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of staticImportsIn(readFileSync(file, 'utf8'))) {
      const imported = sourceOf(file, specifier);
      if (imported && !seen.has(imported)) queue.push(imported);
    }
  }
  return [...seen].filter((file) => !skip.includes(file));
}

/** The folder of the package's per-icon path files of a size. */
function pathsDir(size: string): string {
  const icons = path.dirname(require.resolve('@blueprintjs/icons/package.json'));
  return path.join(icons, 'lib', 'esm', 'generated', `${size}px`, 'paths');
}

/**
 * An icon's paths, read from the package's file for it (`export default ["M…", …];`); null for
 * a file of another shape, which the app then loads from the whole set.
 */
export function pathsOf(fileText: string): string[] | null {
  const array = /^export default (\[.*\]);$/m.exec(fileText)?.[1];
  if (!array) return null;
  const paths: unknown = JSON.parse(array);
  return Array.isArray(paths) && paths.every((each) => typeof each === 'string') ? paths : null;
}

/**
 * The module of one size, the paths written in it: importing the package's files instead would
 * let the bundler share them with its whole-set chunk, in many small chunks.
 */
export function iconPathsModule(names: readonly string[], size: string): string {
  const entries: [string, string[]][] = [];
  for (const name of [...names].sort()) {
    const paths = pathsOf(readFileSync(path.join(pathsDir(size), `${name}.js`), 'utf8'));
    if (paths) entries.push([name, paths]);
  }
  return `export const iconPaths = ${JSON.stringify(Object.fromEntries(entries))};\n`;
}

/**
 * Blueprint's list of its icon names (`generated/16px/blueprint-icons-16.js`: an enum of names and
 * one of codepoints) cut down to `names`. Blueprint only reads it to check that a name exists
 * (`Icons.isValidIconName`); the whole list is 9 KB gzipped on every screen.
 */
export function iconNamesModule(fileText: string, names: ReadonlySet<string>): string {
  const keys = new Set<string>();
  for (const [, key, name] of fileText.matchAll(
    /^\s+BlueprintIcons_16\["(\w+)"\] = "([\w-]+)";$/gm,
  )) {
    if (names.has(name)) keys.add(key);
  }
  return fileText
    .split('\n')
    .filter((line) => {
      const key = /^\s+(?:BlueprintIcons_16\["(\w+)"\] =|\[BlueprintIcons_16\.(\w+)\]:)/.exec(line);
      return !key || keys.has(key[1] ?? key[2]);
    })
    .join('\n');
}

/** The files the first screens are built from, for the first subsets of the standard size. */
export interface FirstScreens {
  /**
   * Every first load's (the shell and the sign-in screen): the files these import at once, from
   * these roots, but not through `skip` (a module whose icons are drawn only when signed in).
   */
  first: { roots: readonly string[]; skip?: readonly string[] };
  /** A member's first load besides (the side menu, the dashboard): the same from its roots. */
  member: { roots: readonly string[] };
}

/**
 * Blueprint draws an icon named by a string from its SVG paths, which its default loader takes
 * from one module holding all 2,100 icons of a size (over 100 KB gzipped each). This plugin
 * gives the app modules with only the icons its source names (src/theme/icons.ts): at the standard
 * size `16-first` (`screens.first`), `16-member` (`screens.member`, less those in 16-first) and
 * `16` (every other); at the large size `20-large` and `20`. Paths are relative to `sourceDir`.
 */
export function appIconSubset(sourceDir: string, screens: FirstScreens): Plugin {
  const inSource = (files: readonly string[]) => files.map((file) => path.join(sourceDir, file));
  /** The icon names quoted in the app's files, read again on each build. */
  const namesIn = (
    context: { addWatchFile: (file: string) => void },
    files: readonly string[],
    onlyLarge = false,
  ): string[] => {
    const known = blueprintIconNames();
    const names = new Set<string>();
    for (const file of files) {
      context.addWatchFile(file);
      const source = readFileSync(file, 'utf8');
      if (onlyLarge && !DRAWS_LARGE.test(source)) continue;
      for (const name of iconNamesIn(source, known)) names.add(name);
    }
    return [...names];
  };
  /** The names of each standard subset, the earlier ones left out of the later. */
  const standardSubsets = (context: { addWatchFile: (file: string) => void }) => {
    const first = namesIn(
      context,
      filesImportedBy(inSource(screens.first.roots), inSource(screens.first.skip ?? [])),
    );
    const member = namesIn(context, filesImportedBy(inSource(screens.member.roots))).filter(
      (name) => !first.includes(name),
    );
    const rest = namesIn(context, sourceFiles(sourceDir)).filter(
      (name) => !first.includes(name) && !member.includes(name),
    );
    return { '16-first': first, '16-member': member, '16': rest };
  };
  return {
    name: 'waybill-app-icon-subset',
    resolveId(id) {
      return id.startsWith(PREFIX) && SUBSETS.includes(id.slice(PREFIX.length)) ? `\0${id}` : null;
    },
    load(id) {
      if (id.endsWith(NAMES_FILE)) {
        return iconNamesModule(
          readFileSync(id, 'utf8'),
          new Set(namesIn(this, sourceFiles(sourceDir))),
        );
      }
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const subset = id.slice(`\0${PREFIX}`.length);
      if (subset === '16-first' || subset === '16-member' || subset === '16') {
        return iconPathsModule(standardSubsets(this)[subset], '16');
      }
      return iconPathsModule(namesIn(this, sourceFiles(sourceDir), subset === '20-large'), '20');
    },
  };
}

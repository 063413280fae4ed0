import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/** `virtual:app-icon-paths/16` and `/20`: the SVG paths of the app's icons, at one size each. */
const PREFIX = 'virtual:app-icon-paths/';
const SIZES = ['16', '20'];

const require = createRequire(import.meta.url);

/** Every Blueprint icon name, from the package's own list. */
function blueprintIconNames(): ReadonlySet<string> {
  const list = require('@blueprintjs/icons/icons.json') as { iconName: string }[];
  return new Set(list.map((icon) => icon.iconName));
}

/**
 * The Blueprint icon names quoted in a source file. A quoted word that names an icon without
 * being one ('code', 'list') costs a few hundred bytes; a name built at run time is not seen
 * (src/theme/icons.ts then falls back to the whole set).
 */
export function iconNamesIn(source: string, known: ReadonlySet<string>): string[] {
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
 * Blueprint draws an icon named by a string from its SVG paths, which its default loader takes
 * from one module holding all 2,100 icons of a size (over 100 KB gzipped each). This plugin
 * gives the app a module per size with only the icons its source names (src/theme/icons.ts).
 */
export function appIconSubset(sourceDir: string): Plugin {
  return {
    name: 'waybill-app-icon-subset',
    resolveId(id) {
      return id.startsWith(PREFIX) && SIZES.includes(id.slice(PREFIX.length)) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const known = blueprintIconNames();
      const names = new Set<string>();
      for (const file of sourceFiles(sourceDir)) {
        this.addWatchFile(file);
        for (const name of iconNamesIn(readFileSync(file, 'utf8'), known)) names.add(name);
      }
      return iconPathsModule([...names], id.slice(`\0${PREFIX}`.length));
    },
  };
}

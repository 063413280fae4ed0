import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/*
 * The apps' text catalogues (docs/architecture.md §6.2, Languages): `src/i18n/<tag>/<area>.json`,
 * each text an ICU message (`{name}`, `{count, plural, one {…} other {…}}`). The build compiles
 * them, so the apps ship no ICU parser: an import of `…/<area>.json?icu` is the file's texts, each
 * the plain string when it has no arguments, else the parsed message (intl-messageformat's AST).
 */

/** The query that asks for a catalogue compiled (`import.meta.glob(…, { query: '?icu' })`). */
export const COMPILED = '?icu';

/** Parses one text as ICU MessageFormat ('<' is text, not a tag; a plural needs `other`). */
export function parseMessage(message: string): MessageFormatElement[] {
  return parse(message, { ignoreTag: true, requiresOtherClause: true });
}

/** How the app receives a text: the plain string, its `{name}` parts, or a formatted message. */
export type Compiled =
  | { kind: 'plain'; text: string }
  | { kind: 'parts'; parts: MessageFormatElement[] }
  | { kind: 'format'; elements: MessageFormatElement[] };

export function compileMessage(message: string): Compiled {
  const elements = parseMessage(message);
  if (elements.every((element) => element.type === TYPE.literal)) {
    return { kind: 'plain', text: elements.map((element) => element.value).join('') };
  }
  const simple = elements.every(
    (element) => element.type === TYPE.literal || element.type === TYPE.argument,
  );
  return simple ? { kind: 'parts', parts: elements } : { kind: 'format', elements };
}

/** shared/src/i18n/icu-message.ts: what a file with a plural, a select or a number imports. */
const ICU_MESSAGE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../src/i18n/icu-message.ts',
);

/** A catalogue file's texts compiled, as the source of an ES module. */
export function compileCatalogue(source: string, file: string): string {
  const texts = JSON.parse(source) as Record<string, string>;
  let formats = false;
  const entries = Object.entries(texts).map(([key, message]) => {
    let compiled: Compiled;
    try {
      compiled = compileMessage(message);
    } catch (error) {
      throw new Error(`${file}: the text ${key} is not a valid ICU message (${String(error)})`, {
        cause: error,
      });
    }
    const name = JSON.stringify(key);
    if (compiled.kind === 'plain') return `${name}: ${JSON.stringify(compiled.text)}`;
    if (compiled.kind === 'parts') return `${name}: ${JSON.stringify(compiled.parts)}`;
    formats = true;
    return `${name}: icuMessage(${JSON.stringify(compiled.elements)})`;
  });
  const head = formats ? `import { icuMessage } from ${JSON.stringify(ICU_MESSAGE)};\n` : '';
  return `${head}export default {\n${entries.join(',\n')}\n};\n`;
}

/**
 * Compiles `*.json?icu` imports, and gives intl-messageformat the parser's stand-in that only
 * throws (the messages arrive parsed): about 8 KB gzipped less in every first load.
 */
export function compiledCatalogues(): Plugin {
  return {
    name: 'compiled-catalogues',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (source !== '@formatjs/icu-messageformat-parser') return null;
      if (!importer || !/[\\/]intl-messageformat[\\/]/.test(importer)) return null;
      return this.resolve('@formatjs/icu-messageformat-parser/lib/no-parser.js', importer);
    },
    load(id) {
      if (!id.endsWith(`.json${COMPILED}`)) return null;
      const file = id.slice(0, -COMPILED.length);
      this.addWatchFile(file);
      return { code: compileCatalogue(readFileSync(file, 'utf8'), file), moduleType: 'js' };
    },
  };
}

/** A folder's catalogues: texts by key, by area, by language tag (`en`, `ru`, …). */
export type Catalogues = Record<string, Record<string, Record<string, string>>>;

/** Reads every `<tag>/<area>.json` under `folder` (an app's `src/i18n`). */
export function readCatalogues(folder: string): Catalogues {
  const catalogues: Catalogues = {};
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const areas: Record<string, Record<string, string>> = {};
    for (const file of readdirSync(path.join(folder, entry.name))) {
      if (!file.endsWith('.json')) continue;
      const texts = JSON.parse(readFileSync(path.join(folder, entry.name, file), 'utf8')) as Record<
        string,
        string
      >;
      areas[file.slice(0, -'.json'.length)] = texts;
    }
    catalogues[entry.name] = areas;
  }
  return catalogues;
}

/** What a message needs from its values: each argument's name and kind (`count:plural`, …). */
export function messageArguments(elements: MessageFormatElement[]): string[] {
  const found = new Set<string>();
  const walk = (list: MessageFormatElement[]) => {
    for (const element of list) {
      switch (element.type) {
        case TYPE.argument:
          found.add(`${element.value}:text`);
          break;
        case TYPE.number:
        case TYPE.date:
        case TYPE.time:
          found.add(`${element.value}:${TYPE[element.type]}`);
          break;
        case TYPE.plural:
        case TYPE.select:
          found.add(`${element.value}:${element.type === TYPE.plural ? 'plural' : 'select'}`);
          for (const option of Object.values(element.options)) walk(option.value);
          break;
        case TYPE.tag:
          walk(element.children);
          break;
        default:
          break;
      }
    }
  };
  walk(elements);
  return [...found].sort();
}

/**
 * The names of a message's arguments: each language must use English's (what the code gives),
 * though one may need a plural or a number where English writes the value as it is.
 */
function argumentNames(elements: MessageFormatElement[]): string {
  return [...new Set(messageArguments(elements).map((found) => found.split(':')[0]))].join(', ');
}

/** The plural categories a message's plurals use (`one`, `few`, …; `=0` exact ones left out). */
export function pluralCategories(elements: MessageFormatElement[]): string[][] {
  const found: string[][] = [];
  const walk = (list: MessageFormatElement[]) => {
    for (const element of list) {
      if (element.type === TYPE.plural) {
        found.push(Object.keys(element.options).filter((option) => !option.startsWith('=')));
      }
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        for (const option of Object.values(element.options)) walk(option.value);
      }
      if (element.type === TYPE.tag) walk(element.children);
    }
  };
  walk(elements);
  return found;
}

/**
 * Every problem of an app's catalogues, as sentences (none when they are whole): a language
 * folder missing an area, a key English has not or lacks, a text that is not ICU, or whose
 * arguments differ from English's, or whose plurals use categories its language does not have
 * (or lack one it has; Intl.PluralRules knows them, from CLDR).
 */
export function catalogueProblems(catalogues: Catalogues, tags: readonly string[]): string[] {
  const problems: string[] = [];
  const english = catalogues.en ?? {};
  const seen = new Map<string, string>();
  for (const [area, texts] of Object.entries(english)) {
    for (const key of Object.keys(texts)) {
      const other = seen.get(key);
      if (other) problems.push(`en: ${key} is in both ${other} and ${area}`);
      seen.set(key, area);
    }
  }
  for (const tag of Object.keys(catalogues)) {
    if (!tags.includes(tag)) problems.push(`${tag}: not a language of the apps`);
  }
  for (const tag of tags) {
    const areas = catalogues[tag];
    if (!areas) {
      problems.push(`${tag}: no catalogue`);
      continue;
    }
    const categories = new Intl.PluralRules(tag).resolvedOptions().pluralCategories;
    for (const area of Object.keys(areas)) {
      if (!english[area]) problems.push(`${tag}/${area}.json: no such area in English`);
    }
    for (const [area, englishTexts] of Object.entries(english)) {
      const texts = areas[area];
      if (!texts) {
        problems.push(`${tag}/${area}.json: missing`);
        continue;
      }
      for (const key of Object.keys(texts)) {
        if (!(key in englishTexts)) problems.push(`${tag}/${area}.json: ${key} is not in English`);
      }
      for (const [key, englishText] of Object.entries(englishTexts)) {
        const text = texts[key];
        if (typeof text !== 'string' || !text.trim()) {
          problems.push(`${tag}/${area}.json: ${key} is missing or empty`);
          continue;
        }
        let parsed: MessageFormatElement[];
        try {
          parsed = parseMessage(text);
        } catch (error) {
          problems.push(`${tag}/${area}.json: ${key} is not ICU (${String(error)})`);
          continue;
        }
        const wanted = argumentNames(parseMessage(englishText));
        const given = argumentNames(parsed);
        if (given !== wanted) {
          problems.push(
            `${tag}/${area}.json: ${key} takes ${given || 'nothing'}, English ${wanted}`,
          );
        }
        for (const used of pluralCategories(parsed)) {
          const unknown = used.filter((category) => !categories.includes(category as never));
          const lacking = categories.filter((category) => !used.includes(category));
          if (unknown.length || lacking.length) {
            problems.push(
              `${tag}/${area}.json: ${key}'s plural has ${used.join(' ')}, ${tag} has ${categories.join(' ')}`,
            );
          }
        }
      }
    }
  }
  return problems;
}

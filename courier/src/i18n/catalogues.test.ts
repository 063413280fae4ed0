import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, LANGUAGE_TAGS } from '@waybill/shared';
import { describe, expect, it } from 'vitest';
import { catalogueProblems, readCatalogues } from '../../../shared/vite-plugins/catalogues';
import { AREAS } from './keys';

const catalogues = readCatalogues(path.dirname(fileURLToPath(import.meta.url)));
/** The 16 codes' dictionaries (both Indonesian codes share `id`, both Vietnamese `vi`). */
const TAGS = [...new Set(LANGUAGES.map((code) => LANGUAGE_TAGS[code]))];

describe('the courier app texts', () => {
  it('has every English key in each of the 16 languages, as ICU with the same arguments and the language’s plural categories', () => {
    expect(TAGS).toHaveLength(14);
    expect(catalogueProblems(catalogues, TAGS)).toEqual([]);
  });

  it('has one file per area, each key starting with its area', () => {
    expect(Object.keys(catalogues.en).sort()).toEqual([...AREAS].sort());
    for (const [area, texts] of Object.entries(catalogues.en)) {
      for (const key of Object.keys(texts)) expect(key.startsWith(`${area}.`), key).toBe(true);
    }
  });
});

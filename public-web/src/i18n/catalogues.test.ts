import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, LANGUAGE_TAGS } from '@waybill/shared';
import { describe, expect, it } from 'vitest';
import { catalogueProblems, readCatalogues } from '../../../shared/vite-plugins/catalogues';
import { AREAS } from './keys';

const catalogues = readCatalogues(path.dirname(fileURLToPath(import.meta.url)));
/** The 16 codes' dictionaries (both Indonesian codes share `id`, both Vietnamese `vi`). */
const TAGS = [...new Set(LANGUAGES.map((code) => LANGUAGE_TAGS[code]))];

describe('the site’s texts', () => {
  it('has every English key in each of the 16 languages, no other, as ICU with the same arguments and the language’s plural categories', () => {
    expect(LANGUAGES).toHaveLength(16);
    expect(TAGS).toHaveLength(14);
    expect(catalogueProblems(catalogues, TAGS)).toEqual([]);
  });

  it('has one file per area in English', () => {
    expect(Object.keys(catalogues.en).sort()).toEqual([...AREAS].sort());
  });
});

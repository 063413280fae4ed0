import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, LANGUAGE_TAGS } from '@waybill/shared';
import { describe, expect, it } from 'vitest';
import { catalogueProblems, readCatalogues } from '../../../shared/vite-plugins/catalogues';
import { SCREENS } from '../app/registry';
import { FIRST_AREAS } from './i18n';
import { AREAS } from './keys';

const catalogues = readCatalogues(path.dirname(fileURLToPath(import.meta.url)));
/** The 16 codes' dictionaries (both Indonesian codes share `id`, both Vietnamese `vi`). */
const TAGS = [...new Set(LANGUAGES.map((code) => LANGUAGE_TAGS[code]))];

describe('the control panel texts', () => {
  it('has every English key in each of the 16 languages, no other, as ICU with the same arguments and the language’s plural categories', () => {
    expect(LANGUAGES).toHaveLength(16);
    expect(TAGS).toHaveLength(14);
    expect(catalogueProblems(catalogues, TAGS)).toEqual([]);
  });

  it('has one file per area in English, each key starting with its area', () => {
    expect(Object.keys(catalogues.en).sort()).toEqual([...AREAS].sort());
    for (const [area, texts] of Object.entries(catalogues.en)) {
      for (const key of Object.keys(texts)) expect(key.startsWith(`${area}.`), key).toBe(true);
    }
  });

  it('names the side menu’s screens with texts every screen has (the first areas)', () => {
    for (const entry of Object.values(SCREENS)) {
      if (entry.menu === 'none') continue;
      const area = entry.title.split('.')[0] as (typeof AREAS)[number];
      expect(FIRST_AREAS, entry.title).toContain(area);
    }
  });
});

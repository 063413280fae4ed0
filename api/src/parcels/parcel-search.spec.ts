import { PARCEL_TEXT_SEARCH as INDEXED } from '../core/database/migrations/1765000000000-parcel-search-by-field.js';
import { PARCEL_TEXT_SEARCH } from './parcel-search.js';

describe('PARCEL_TEXT_SEARCH', () => {
  it('is the expression of the trigram index parcels_text_search, so searches can use it', () => {
    expect(PARCEL_TEXT_SEARCH).toBe(INDEXED);
  });
});

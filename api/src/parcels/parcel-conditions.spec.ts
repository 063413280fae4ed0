import { NOT_DELIVERED_OWN_FIELDS as INDEXED } from '../core/database/migrations/1767350000000-late-by-stage.js';
import { NOT_DELIVERED, NOT_DELIVERED_OWN_FIELDS } from './parcel-conditions.js';

describe('NOT_DELIVERED', () => {
  it('starts with the predicate of the partial index parcels_late, so the late filter can use it', () => {
    expect(NOT_DELIVERED_OWN_FIELDS).toBe(INDEXED);
    expect(NOT_DELIVERED.startsWith(`${INDEXED} AND `)).toBe(true);
  });
});

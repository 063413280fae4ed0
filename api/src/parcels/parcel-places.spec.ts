import type { Place } from '@waybill/shared';
import { coordinatesForNames } from './parcel-places.js';

const PLACES: Record<string, Place> = {
  Cairo: {
    name: 'Cairo',
    country: 'EG',
    country_name: 'Egypt',
    region: '',
    latitude: 30.06,
    longitude: 31.25,
  },
  Alexandria: {
    name: 'Alexandria',
    country: 'EG',
    country_name: 'Egypt',
    region: '',
    latitude: 31.2,
    longitude: 29.92,
  },
};

function finder() {
  const asked: string[] = [];
  const find = (name: string) => {
    asked.push(name);
    return Promise.resolve(PLACES[name] ?? null);
  };
  return { asked, find };
}

describe('coordinatesForNames', () => {
  it('places each named marker that has no coordinates', async () => {
    const { find } = finder();
    const found = await coordinatesForNames(
      { pickup_location: 'Cairo', destination: 'Alexandria', current_location: 'Somewhere' },
      null,
      find,
    );
    expect(found).toEqual({
      map_pickup_latitude: 30.06,
      map_pickup_longitude: 31.25,
      map_destination_latitude: 31.2,
      map_destination_longitude: 29.92,
    });
  });

  it('leaves a marker whose coordinates were sent, even cleared', async () => {
    const { asked, find } = finder();
    const found = await coordinatesForNames(
      {
        destination: 'Alexandria',
        map_destination_latitude: 1,
        current_location: 'Cairo',
        map_current_longitude: null,
      },
      null,
      find,
    );
    expect(found).toEqual({});
    expect(asked).toEqual([]);
  });

  it('leaves a marker already placed, and names not sent or empty', async () => {
    const { asked, find } = finder();
    const found = await coordinatesForNames(
      { destination: 'Alexandria', pickup_location: '  ', status: 'Cairo' },
      { map_destination_latitude: 5, map_destination_longitude: 6 },
      find,
    );
    expect(found).toEqual({});
    expect(asked).toEqual([]);
  });

  it('places a marker that was cleared before', async () => {
    const { find } = finder();
    const found = await coordinatesForNames(
      { current_location: 'Cairo' },
      { map_current_latitude: null, map_current_longitude: null },
      find,
    );
    expect(found).toEqual({ map_current_latitude: 30.06, map_current_longitude: 31.25 });
  });
});

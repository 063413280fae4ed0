/** The map picker of a parcel's map form. */
export const mapTexts = {
  'map.region': 'Map',
  'map.loading': 'Loading map…',
  'map.marker.current': 'Current Location',
  'map.marker.pickup': 'Pickup Location',
  'map.marker.destination': 'Destination',
  'map.failed': 'The map could not be loaded. Type the coordinates in the form instead.',
} as const;

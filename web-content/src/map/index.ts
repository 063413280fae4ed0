// Leaflet comes with these: import them only from a map's own lazily loaded chunk.
export { Basemap, BASEMAP_PANE } from './Basemap';
export { RouteLines } from './RouteLines';
export { containerView, FollowView } from './MapView';
export * from './geometry';

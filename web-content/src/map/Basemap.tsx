import { layerGroup, polygon, svg } from 'leaflet';
import { useEffect } from 'react';
import { useMap } from 'react-leaflet';
import { loadCountries, type Countries } from './countries';
import type { CountryShape } from './countries-data';

/** Below the tiles (200), so tiles that load cover it and tiles that fail leave it showing. */
export const BASEMAP_PANE = 'wb-basemap';
const BASEMAP_Z_INDEX = '150';
/**
 * The world and its neighbours on either side, each drawn once the view reaches it: a zoomed-out
 * map or a route past ±180 has land there, and a map of one region carries one world's paths.
 */
const WORLD_COPIES = [0, -360, 360];
/**
 * How long one task may draw countries: the whole world at once is a long task on a slow phone
 * (it would delay a tap); a few milliseconds at a time (a fixed count would be too many on a slow
 * phone), the page stays responsive while the map fills in.
 */
const DRAW_BUDGET_MS = 5;

function shifted(shape: CountryShape, offset: number): [number, number][][][] {
  return shape.map((rings) =>
    rings.map((ring) =>
      ring.map(([latitude, longitude]): [number, number] => [latitude, longitude + offset]),
    ),
  );
}

/**
 * The world's countries and borders under the markers and tiles (docs/architecture.md §6.3), drawn
 * from data that ships with the app, so the map makes sense without any tile server. Colours come
 * from CSS (map.css), so both themes restyle it without redrawing. Put it inside a MapContainer.
 */
export function Basemap() {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.classList.add('wb-basemap');
    const pane = map.getPane(BASEMAP_PANE) ?? map.createPane(BASEMAP_PANE);
    pane.style.zIndex = BASEMAP_Z_INDEX;
    pane.style.pointerEvents = 'none';
    // One SVG for every country; padded so a short pan shows no unfilled edge.
    const renderer = svg({ pane: BASEMAP_PANE, padding: 0.5 });
    const layers = layerGroup().addTo(map);
    const paneParent = pane.parentElement;
    const show = () => {
      if (!pane.isConnected) paneParent?.append(pane);
    };
    let countries: Countries | null = null;
    const drawn = new Set<number>();
    /** Country copies still to draw, as [offset, index], worked off a few per task. */
    const queue: [number, number][] = [];
    let timer: ReturnType<typeof setTimeout> | undefined;
    const drawSome = () => {
      timer = undefined;
      if (!countries) return;
      const until = performance.now() + DRAW_BUDGET_MS;
      // At least one country per task, however slow the device.
      for (
        let next = queue.shift();
        next;
        next = performance.now() < until ? queue.shift() : undefined
      ) {
        const [offset, index] = next;
        polygon(shifted(countries.shape(index), offset), {
          renderer,
          pane: BASEMAP_PANE,
          interactive: false,
          className: 'wb-basemap-country',
          weight: 0.7,
          fillOpacity: 1,
        }).addTo(layers);
      }
      if (queue.length > 0) timer = setTimeout(drawSome, 0);
      else show();
    };
    const drawCopiesInView = () => {
      if (!countries) return;
      const view = map.getBounds();
      for (const offset of WORLD_COPIES) {
        const outside = view.getEast() < offset - 180 || view.getWest() > offset + 180;
        if (drawn.has(offset) || outside) continue;
        drawn.add(offset);
        for (let index = 0; index < countries.count; index++) queue.push([offset, index]);
      }
      if (queue.length === 0 || timer !== undefined) return;
      // The first world is drawn out of the page and put in whole: the browser then lays out and
      // paints the countries once, not again after each task's few.
      if (layers.getLayers().length === 0) pane.remove();
      // In a task of its own: not after the countries' code in the task that loaded it.
      timer = setTimeout(drawSome, 0);
    };
    let unmounted = false;
    loadCountries()
      .then((loaded) => {
        if (unmounted) return;
        countries = loaded;
        drawCopiesInView();
      })
      .catch(() => {
        // The ocean colour and the tiles, if any, remain; the markers and route still show.
      });
    map.on('moveend', drawCopiesInView);
    return () => {
      unmounted = true;
      map.off('moveend', drawCopiesInView);
      clearTimeout(timer);
      show();
      layers.remove();
      renderer.remove();
      container.classList.remove('wb-basemap');
    };
  }, [map]);
  return null;
}

import { lazy } from 'react';

/**
 * Each screen but the home page is a chunk of its own (the home page is the landing page and
 * ships with the entry). The same import promises serve React.lazy and the preload at start.
 */
const loaders = {
  track: () => import('../tracking/Track'),
  page: () => import('../pages/ContentPage'),
  contact: () => import('../contact/Contact'),
  resolution: () => import('../resolution/Resolution'),
};

export const Track = lazy(() => loaders.track().then((module) => ({ default: module.Track })));
export const ContentPage = lazy(() =>
  loaders.page().then((module) => ({ default: module.ContentPage })),
);
export const Contact = lazy(() =>
  loaders.contact().then((module) => ({ default: module.Contact })),
);
export const Resolution = lazy(() =>
  loaders.resolution().then((module) => ({ default: module.Resolution })),
);

/** Starts fetching the code of the screen the visitor opened, before React asks for it. */
export function preloadRoute(pathname: string): void {
  if (pathname === '/track.html') void loaders.track();
  else if (pathname.startsWith('/pages/')) void loaders.page();
  else if (pathname === '/contact.html') void loaders.contact();
  else if (pathname === '/resolution.html') void loaders.resolution();
}

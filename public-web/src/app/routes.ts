import { createElement, lazy, type ComponentType } from 'react';
import { withTexts } from '../i18n/i18n';

/**
 * A screen in a chunk of its own, loaded at the first render that needs it, or before it by
 * preload(). Once loaded it renders at once: React.lazy alone would suspend for a moment even
 * then, and the layout would paint empty first.
 */
function lazyScreen(load: () => Promise<ComponentType>) {
  let loaded: ComponentType | null = null;
  let loading: Promise<{ default: ComponentType }> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (component) => {
        loaded = component;
        return { default: component };
      },
      (error: unknown) => {
        loading = null; // asked for again next time
        throw error;
      },
    ));
  const Lazy = lazy(preload);
  const Screen = () => createElement(loaded ?? Lazy);
  return { Screen, preload };
}

/**
 * Each screen but the home page is a chunk of its own (the home page ships with the entry), and
 * comes with its areas of the texts (the home page's are the `site` area, loaded at start).
 */
const track = lazyScreen(() =>
  withTexts(['track', 'forms', 'problems'], () =>
    import('../tracking/Track').then((module) => module.Track),
  ),
);
const page = lazyScreen(() =>
  withTexts(['pages', 'problems'], () =>
    import('../pages/ContentPage').then((module) => module.ContentPage),
  ),
);
const contact = lazyScreen(() =>
  withTexts(['contact', 'forms', 'problems'], () =>
    import('../contact/Contact').then((module) => module.Contact),
  ),
);
const resolution = lazyScreen(() =>
  withTexts(['resolution'], () =>
    import('../resolution/Resolution').then((module) => module.Resolution),
  ),
);

export const Track = track.Screen;
export const ContentPage = page.Screen;
export const Contact = contact.Screen;
export const Resolution = resolution.Screen;

function screenOf(pathname: string) {
  if (pathname === '/track.html') return track;
  if (pathname.startsWith('/pages/')) return page;
  if (pathname === '/contact.html') return contact;
  if (pathname === '/resolution.html') return resolution;
  return null;
}

/**
 * Loads the code of the screen the visitor opened, before the first render. Settles, never
 * rejects: a chunk that failed is asked for again when the screen renders, as it would anyway.
 */
export function preloadRoute(pathname: string): Promise<void> {
  const screen = screenOf(pathname);
  if (!screen) return Promise.resolve();
  return screen.preload().then(
    () => undefined,
    () => undefined,
  );
}

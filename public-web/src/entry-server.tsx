import {
  escapeHtml,
  isLanguage,
  isTheme,
  type Graph,
  type Language,
  type Page,
  type Theme,
} from '@waybill/shared';
import type { DrawnParcel } from './tracking/drawnParcel';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppRoutes } from './app/App';
import type { InitialState } from './app/initialState';
import { preloadRoute } from './app/routes';
import { drawFromCurrentState, useAppStore } from './app/store';
import { loadLanguage } from './i18n/i18n';
import { drawnTitle } from './layout/useDocumentTitle';
import { primePage } from './pages/pageCache';
import { todayIn } from './tracking/delivery';
import { primeParcel } from './tracking/drawnParcel';

/*
 * The server's render of the public site (docs/architecture.md §6.1a), built by `vite build --ssr`
 * into dist-server/ and loaded by the API (api/src/site/site-renderer.ts). It draws the same
 * components the browser hydrates, from the data the API gathered, so the page's HTML already
 * holds its content.
 */

/**
 * What the API gathered for the page: the graph (admin false), the content page shown, and on the
 * tracking page drawn with its lookup, what a visitor's lookup of its code answered.
 */
export interface RenderData {
  graph: Graph;
  /** The content page of /pages/{slug}: the page, or null for none by that slug. */
  page: { slug: string; page: Page | null } | null;
  /** The tracking lookup of ?code= (the parcel or not found); absent for the shell. */
  parcel?: Omit<DrawnParcel, 'today'>;
}

export interface RenderResult {
  /** The markup that goes inside <div id="root">. */
  html: string;
  /** The page's <title> and meta description, escaped. */
  head: string;
  /** What <html> gets: lang, dir and data-theme. */
  htmlAttributes: { lang: string; dir: 'ltr' | 'rtl'; 'data-theme': Theme };
  /** The state the client hydrates from (app/initialState.ts); the API serializes it. */
  state: InitialState;
}

// The language, the store and the title are the module's own: renders run one after another,
// each from its start to its end, so none sees another's.
let queue: Promise<unknown> = Promise.resolve();
drawFromCurrentState();

/** Draws `url` (path and query) in `lang` and `theme` from `data`. */
export function render(
  url: string,
  data: RenderData,
  lang: string,
  theme: string,
): Promise<RenderResult> {
  const result = queue.then(() =>
    renderNow(url, data, isLanguage(lang) ? lang : 'en', isTheme(theme) ? theme : 'LIGHT'),
  );
  queue = result.catch(() => undefined);
  return result;
}

async function renderNow(
  url: string,
  data: RenderData,
  lang: Language,
  theme: Theme,
): Promise<RenderResult> {
  const { pathname } = new URL(url, 'http://localhost');
  const [marks] = await Promise.all([loadLanguage(lang), preloadRoute(pathname)]);
  const state: InitialState = { graph: { ...data.graph, admin: false }, page: data.page, theme };
  if (data.parcel) {
    state.parcel = { ...data.parcel, today: todayIn(state.graph.site.time_zone) };
  }
  useAppStore.setState({ theme });
  useAppStore.getState().setGraph(state.graph);
  primePage(state.page);
  primeParcel(state.parcel ?? null);
  drawnTitle(true);
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </StrictMode>,
  );
  const description = state.graph.settings[0]?.meta_description.trim();
  const head =
    `<title>${escapeHtml(drawnTitle())}</title>` +
    (description ? `<meta name="description" content="${escapeHtml(description)}">` : '');
  return { html, head, htmlAttributes: { ...marks, 'data-theme': theme }, state };
}

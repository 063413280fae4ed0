import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  SLUG_PATTERN,
  TEXT_MAX,
  escapeHtml,
  problem,
  type Graph,
  type Language,
  type Page,
  type Theme,
} from '@waybill/shared';
import type { Request } from 'express';
import { APP_CONFIG, type AppConfig } from '../core/config/config.js';
import type { DrawnPage } from '../core/http/static-sites.js';
import { PagesService } from '../pages/pages.service.js';
import { TrackingPage, type TrackingPageLookup } from '../parcels/tracking-page.js';
import { SiteContentVersion } from './site-content-version.js';
import { SiteService } from './site.service.js';

/** public-web/src/entry-server.tsx's render. */
type Render = (url: string, data: unknown, lang: string, theme: string) => Promise<DrawnPage>;

/** Rendered pages kept per instance; the key space is small (screens × languages × themes). */
const CACHE_SIZE = 300;

/**
 * Stands for the tracking code in the one cached tracking page with a code: the visitor's code
 * takes its place in each answer, so no visitor's code is kept, and none can fill the cache.
 */
const CODE_MARK = 'wbtrackingcodemark7c1';

/** A screen the server draws: how it is cached and drawn. */
interface Screen {
  key: string;
  url: string;
  slug?: string;
  /** The tracking page's ?code= as given (the form shows it so). */
  code?: string;
}

/**
 * The screens the server draws (docs/architecture.md §6.1a): home, tracking, contact, and content
 * pages. The debug page and unknown addresses stay the browser's to draw.
 */
export function screenToDraw(pathname: string, originalUrl: string): Screen | null {
  if (pathname === '/' || pathname === '/contact.html') return { key: pathname, url: pathname };
  if (pathname === '/track.html') {
    const query = originalUrl.indexOf('?');
    const code = query < 0 ? null : new URLSearchParams(originalUrl.slice(query + 1)).get('code');
    if (code === null) return { key: pathname, url: pathname };
    // A blank code searches for nothing, which the marker would not show: the browser draws it.
    if (code.trim() === '') return null;
    return { key: `${pathname}?code`, url: `${pathname}?code=${CODE_MARK}`, code };
  }
  const slug = /^\/pages\/([^/]+)$/.exec(pathname)?.[1];
  if (slug && slug.length <= TEXT_MAX && SLUG_PATTERN.test(slug)) {
    return { key: pathname, url: pathname, slug };
  }
  return null;
}

/**
 * The public site's pages drawn on the server (docs/product.md §3.4): the data gathered through the
 * owning services, drawn by the public site's server bundle, and kept per screen, language and
 * theme until the site's content version changes (SiteContentVersion).
 */
@Injectable()
export class SitePages {
  private readonly logger = new Logger('SitePages');
  private readonly bundleFile: string;
  private bundle: Promise<Render> | null = null;
  private cache = new Map<string, Promise<DrawnPage | null>>();
  private cacheVersion = '';
  /** The graph of `cacheVersion`, shared by the pages drawn from it (one read for them all). */
  private graph: Promise<Graph> | null = null;
  private missingLogged = false;

  constructor(
    private readonly site: SiteService,
    private readonly pages: PagesService,
    private readonly version: SiteContentVersion,
    private readonly tracking: TrackingPage,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.bundleFile = path.join(config.webRoot, 'public-web', 'dist-server', 'entry-server.js');
  }

  /**
   * The page `request` asks for drawn in `lang` and `theme`, or null: a screen the server does not
   * draw, an unknown content page, or no server bundle. Throws when drawing fails.
   *
   * The tracking page with a code is drawn with what a visitor's lookup of that code answers (the
   * parcel, or none by that code), counted against the visitor's budgets like the API's lookup:
   * such a page is the visitor's own (`personal`), never cached. Where there is no such lookup
   * (staff's or a key's request, a visitor over a limit, a code longer than any stored one), it is
   * the one cached shell, and the browser looks the code up itself.
   */
  async draw(request: Request, lang: Language, theme: Theme): Promise<DrawnPage | null> {
    const screen = screenToDraw(request.path, request.originalUrl);
    if (!screen) return null;
    const render = await this.renderer();
    if (!render) return null;
    const code = screen.code?.trim();
    if (screen.code !== undefined && code && code.length <= TEXT_MAX) {
      const [found, graph] = await Promise.all([
        this.tracking.lookUp(request, code),
        this.currentGraph(),
      ]);
      if (found) return this.drawTracked(render, graph, screen.code, code, found, lang, theme);
    }
    await this.currentVersion();
    const key = `${screen.key} ${lang} ${theme}`;
    let drawn = this.cache.get(key);
    if (drawn) {
      // Most recently used last: the first entry is the one to drop.
      this.cache.delete(key);
    } else {
      drawn = this.drawNow(render, screen, lang, theme);
      drawn.catch(() => this.cache.delete(key));
      if (this.cache.size >= CACHE_SIZE) this.cache.delete(this.cache.keys().next().value!);
    }
    this.cache.set(key, drawn);
    const page = await drawn;
    if (!page || screen.code === undefined) return page;
    return { ...page, html: page.html.replaceAll(CODE_MARK, escapeHtml(screen.code)) };
  }

  /**
   * The tracking page of `given` with its lookup's outcome, for this request alone: the parcel
   * and its history (or "no data found"), and the state the browser hydrates from without asking
   * again. Its code is in the address React escapes and in the state inlineJson escapes.
   */
  private async drawTracked(
    render: Render,
    graph: Graph,
    given: string,
    code: string,
    found: TrackingPageLookup,
    lang: Language,
    theme: Theme,
  ): Promise<DrawnPage> {
    const parcel = found.found
      ? { code, data: found.parcel, problems: [], etag: found.etag }
      : { code, data: null, problems: [problem('parcel.not_found')], etag: null };
    const url = `/track.html?code=${encodeURIComponent(given)}`;
    const page = await render(url, { graph, page: null, parcel }, lang, theme);
    return { ...page, personal: true };
  }

  /**
   * Reads the site's content version: when it changed, the drawn pages and the graph kept are
   * dropped.
   */
  private async currentVersion(): Promise<void> {
    const version = await this.version.current();
    if (version !== this.cacheVersion) {
      this.cache.clear();
      this.graph = null;
      this.cacheVersion = version;
    }
  }

  /** The graph (admin false) of the current content version, read once for every page. */
  private async currentGraph(): Promise<Graph> {
    await this.currentVersion();
    if (!this.graph) {
      const graph = this.site.graph(undefined);
      this.graph = graph;
      graph.catch(() => {
        if (this.graph === graph) this.graph = null;
      });
    }
    return this.graph;
  }

  private async drawNow(
    render: Render,
    screen: Screen,
    lang: Language,
    theme: Theme,
  ): Promise<DrawnPage | null> {
    const graph = await this.currentGraph();
    let page: { slug: string; page: Page } | null = null;
    if (screen.slug) {
      // Only pages the site lists are drawn; another slug is the browser's not-found screen.
      if (!graph.pages.some((summary) => summary.slug === screen.slug)) return null;
      page = { slug: screen.slug, page: await this.pages.bySlug(screen.slug) };
    }
    return render(screen.url, { graph, page }, lang, theme);
  }

  /**
   * The server bundle's render, loaded once: its chunks import its entry by its plain address, so
   * it cannot be loaded a second time beside itself (a new build is used after a restart; until
   * then the browser's newer code takes the page over where they differ). Null while there is
   * no bundle, and after it failed to load (logged).
   */
  private async renderer(): Promise<Render | null> {
    if (!this.bundle) {
      if (!existsSync(this.bundleFile)) {
        if (!this.missingLogged) {
          this.logger.warn(`No server render of the public site (${this.bundleFile}): not built`);
          this.missingLogged = true;
        }
        return null;
      }
      this.bundle = import(pathToFileURL(this.bundleFile).href).then(
        (module: { render: Render }) => module.render,
      );
    }
    return this.bundle;
  }
}

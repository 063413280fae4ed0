import { createHash } from 'node:crypto';

/**
 * The scripts of a public page (docs/architecture.md §6.1a): the inline boot script the build
 * writes into every page, allowed by its hash, and, on a page the server drew, the app's code moved
 * out of <head> into a plan that the boot script carries out once the page is on screen. Then
 * nothing but the page and its styles is fetched before the first paint, and the first paint (the
 * largest one, on a drawn page) waits for no script.
 */

/** A link the page announces: a script chunk, a style, or the screen's first API call. */
export interface PageLink {
  rel: 'modulepreload' | 'preload' | 'stylesheet';
  href: string;
  as?: 'fetch' | 'style';
}

/** The tag of a link, as Vite writes its own (crossorigin, as its loader and `fetch` ask). */
export function linkTag(link: PageLink): string {
  const as = link.as ? ` as="${link.as}"` : '';
  return `<link rel="${link.rel}"${as} crossorigin href="${link.href}">`;
}

/** The hash sources ('sha256-…') of the page's inline classic scripts, for script-src. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`,
  );
}

/** The policy with the page's inline scripts allowed by their hashes (and nothing else). */
export function withScriptHashes(policy: string, hashes: string[]): string {
  if (hashes.length === 0) return policy;
  return policy
    .split(';')
    .map((directive) =>
      /^\s*script-src\s/.test(directive) ? `${directive.trim()} ${hashes.join(' ')}` : directive,
    )
    .join(';');
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"<>]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"<>]+)">/g;

/**
 * A drawn page whose app starts after its first paint: the entry script and the module preloads
 * the build put in <head>, and `links` (the screen's chunks, its first API call), leave the
 * markup for `#app-start`, a JSON plan the boot script (public-web/src/boot/page-boot.js) follows
 * once a frame has been painted. A page without the build's entry script is left as it is.
 */
export function startAfterFirstPaint(html: string, links: PageLink[]): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) return html.replace('</head>', () => `${links.map(linkTag).join('')}</head>`);
  const preloads: PageLink[] = [...html.matchAll(MODULE_PRELOAD)].map(([, href]) => ({
    rel: 'modulepreload',
    href,
  }));
  const plan = { entry, links: [...preloads, ...links] };
  return html
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(
      '</body>',
      () => `<script type="application/json" id="app-start">${inlineJson(plan)}</script></body>`,
    );
}

/**
 * JSON for a `<script type="application/json">`: every '<', '>' and '&' written as a \u escape,
 * so nothing in it (staff's texts are hostile input) can close the element or open a comment;
 * JSON.parse reads it back unchanged.
 */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

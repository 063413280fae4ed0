import { readFileSync } from 'node:fs';
import { minifySync, type Plugin } from 'vite';

const PLACEHOLDER = '<!-- page-boot -->';

/**
 * Writes src/boot/page-boot.js, minified, as an inline <script> where index.html has the
 * `<!-- page-boot -->` placeholder: the script must run before the first paint, and inline it
 * costs no request. The server allows it by its hash (api/src/core/http/page-scripts.ts).
 */
export function inlinePageBoot(): Plugin {
  const file = new URL('../src/boot/page-boot.js', import.meta.url);
  return {
    name: 'waybill-inline-page-boot',
    transformIndexHtml(html) {
      if (!html.includes(PLACEHOLDER)) {
        throw new Error(`index.html has no ${PLACEHOLDER} for the page's boot script`);
      }
      const minified = minifySync('page-boot.js', readFileSync(file, 'utf8'), {});
      if (minified.errors.length > 0) {
        throw new Error(
          `page-boot.js: ${minified.errors.map((error) => error.message).join('; ')}`,
        );
      }
      // A '</script' in it would end the element early; the script has none.
      if (/<\/script/i.test(minified.code)) throw new Error('page-boot.js holds "</script"');
      return html.replace(PLACEHOLDER, () => `<script>${minified.code.trim()}</script>`);
    },
  };
}

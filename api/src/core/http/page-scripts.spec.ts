import { createHash } from 'node:crypto';
import { getGraph } from '@waybill/shared';
import { inlineScriptHashes, startAfterFirstPaint, withScriptHashes } from './page-scripts.js';

const sha = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

describe("a public page's scripts", () => {
  it('hashes only inline classic scripts: not those with a source, a type or JSON', () => {
    const html =
      '<script>a()</script><script src="/x.js"></script>' +
      '<script type="module">b()</script><script type="application/json">{}</script>' +
      '<script>\nc()\n</script>';
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('\nc()\n')]);
  });

  it('adds the hashes to script-src alone, and leaves a policy without inline scripts as it is', () => {
    const policy = "default-src 'self';script-src 'self';script-src-attr 'none';style-src 'self'";
    expect(withScriptHashes(policy, ["'sha256-A'"])).toBe(
      "default-src 'self';script-src 'self' 'sha256-A';script-src-attr 'none';style-src 'self'",
    );
    expect(withScriptHashes(policy, [])).toBe(policy);
  });

  it('leaves a page without the build entry script with its links in <head>', () => {
    const html = startAfterFirstPaint('<head></head><body></body>', [
      { rel: 'preload', as: 'fetch', href: getGraph.route },
    ]);
    expect(html).toBe(
      `<head><link rel="preload" as="fetch" crossorigin href="${getGraph.route}"></head><body></body>`,
    );
  });
});

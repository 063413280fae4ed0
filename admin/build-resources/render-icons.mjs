// Draws the app icons from icon.svg with Chromium (no downloaded art): icon.png (1024 px, which
// electron-builder turns into .icns and .ico) and icons/NxN.png for Linux.
// Run: node admin/build-resources/render-icons.mjs  (the browser tests' Chromium; see
// test/support/chromium.mjs, CHROMIUM_PATH overrides it)
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumPath } from '../../test/support/chromium.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const svg = readFileSync(path.join(here, 'icon.svg'), 'utf8');
const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox'] });
try {
  const page = await browser.newPage();
  const render = async (size, file) => {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
    );
    await page.screenshot({ path: file, omitBackground: true });
    console.log(path.relative(process.cwd(), file));
  };
  await render(1024, path.join(here, 'icon.png'));
  mkdirSync(path.join(here, 'icons'), { recursive: true });
  for (const size of [16, 24, 32, 48, 64, 128, 256, 512]) {
    await render(size, path.join(here, 'icons', `${size}x${size}.png`));
  }
} finally {
  await browser.close();
}

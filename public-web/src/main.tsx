import './theme/fonts.css';
import './theme/theme.css';
import './app/app.css';
import { httpsAddress } from '@waybill/shared';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadRoute } from './app/routes';
import { startApp } from './app/start';
import { useAppStore } from './app/store';
import { languageFromCookie, startLanguage } from './i18n/i18n';
import { applyTheme, peekSavedTheme } from './theme/theme';

/**
 * The schema library (loaded later, with the screens that validate) would otherwise probe
 * whether eval is allowed to speed up parsing; the site's Content-Security-Policy forbids eval,
 * and the probe shows up as a policy violation in the browser. Its global config turns it off.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

async function main(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('The #root element is missing from index.html');

  // The saved theme before the first paint, so the page never flashes the other one.
  const theme = peekSavedTheme();
  applyTheme(theme);
  useAppStore.setState({ theme });

  // The graph, the screen's code and the chosen language load side by side; the first render
  // waits for the code and the language, so the screen paints whole, without an empty layout.
  startApp();
  await Promise.all([
    preloadRoute(window.location.pathname),
    startLanguage(languageFromCookie(document.cookie)),
  ]);

  // A transition: React renders the first screen in short slices, yielding to the browser in
  // between, rather than in one long task that would hold up input (total blocking time).
  const reactRoot = createRoot(root);
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

const secure = httpsAddress(window.location);
if (secure) {
  window.location.replace(secure);
} else {
  void main();
}

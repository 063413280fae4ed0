import './app/zodWithoutEval';
import './theme/fonts.css';
import './theme/theme.css';
import './app/app.css';
import { httpsAddress } from '@waybill/shared';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { readInitialState } from './app/initialState';
import { nextTask } from './app/nextTask';
import { preloadRoute } from './app/routes';
import { startApp } from './app/start';
import { drawFromCurrentState, useAppStore } from './app/store';
import { languageFromCookie, startLanguage } from './i18n/i18n';
import { primePage } from './pages/pageCache';
import { fetchSiteFontsForNextPage } from './theme/siteFonts';
import { primeParcel } from './tracking/drawnParcel';
import { applyTheme, peekSavedTheme } from './theme/theme';

async function main(): Promise<void> {
  // The code's own evaluation (React, the router, the store) is one task; what starts the app
  // is another, so that neither holds up the page for long.
  await nextTask();
  const root = document.getElementById('root');
  if (!root) throw new Error('The #root element is missing from index.html');

  // The saved theme before the first paint, so the page never flashes the other one. A page the
  // server drew is hydrated in the theme it was drawn in, then takes the saved one.
  const theme = peekSavedTheme();
  applyTheme(theme);
  const drawn = readInitialState();
  useAppStore.setState({ theme: drawn?.theme ?? theme });
  primePage(drawn?.page ?? null);

  // The graph, the screen's code and the chosen language load side by side; the first render
  // waits for the code and the language, so the screen paints whole, without an empty layout.
  startApp(drawn?.graph ?? null);
  // After the start's reset: the tracking lookup the server drew the page with.
  if (drawn?.parcel) primeParcel(drawn.parcel);
  // The language first: the screen's texts, asked for by its preload, are then fetched in it.
  await Promise.all([
    startLanguage(languageFromCookie(document.cookie), ['site']),
    preloadRoute(window.location.pathname),
  ]);

  const app = (
    <StrictMode>
      <App />
      <AfterFirstRender
        run={() => {
          // The page answers from now on (its code came after its first paint): a mark for
          // browser tests and monitoring to wait for.
          document.documentElement.dataset.app = 'ready';
          useAppStore.setState({ theme });
          fetchSiteFontsForNextPage();
        }}
      />
    </StrictMode>
  );
  // A transition: React hydrates (or renders) the first screen in short slices, yielding to the
  // browser in between, rather than in one long task that would hold up input (total blocking
  // time). Input that arrives meanwhile makes React finish hydrating at once and then handle it.
  if (drawn) {
    drawFromCurrentState();
    startTransition(() => {
      hydrateRoot(root, app);
    });
    return;
  }
  const reactRoot = createRoot(root);
  startTransition(() => reactRoot.render(app));
}

/** Runs `run` once the first render is on screen (after hydration: it must match the server's). */
function AfterFirstRender({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}

const secure = httpsAddress(window.location);
if (secure) {
  window.location.replace(secure);
} else {
  void main();
}

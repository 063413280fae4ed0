import '@blueprintjs/core/lib/css/blueprint.css';
import '@blueprintjs/icons/lib/css/blueprint-icons.css';
import './theme/app.css';
import { httpsAddress } from '@waybill/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { firstScreenSignedOut, prefetchLikelyScreens, preloadFirstScreen } from './app/preload';
import { firstScreenShown } from './app/shown';
import { queryClient } from './app/query-client';
import { persistAppState } from './app/store';
import { graphQuery } from './app/useGraph';
import { startLanguage } from './i18n/i18n';
import { startIcons } from './theme/icons';

persistAppState();

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');

const secure = httpsAddress(window.location);
if (secure) {
  // docs/product.md §2.1: as on the public site, the control panel is only used over https.
  window.location.replace(secure);
} else {
  // All at once rather than one after the other: the graph, the first screen's code, the
  // language's texts and the icons. The first render waits for the texts and icons, so the
  // first screen is already in its language with its icons drawn (a member's side menu too).
  // The language first: the screen's texts, asked for by its preload, are then fetched in it.
  const language = startLanguage();
  const firstScreen = Promise.all([queryClient.prefetchQuery(graphQuery), preloadFirstScreen()]);
  void Promise.all([language, startIcons(!firstScreenSignedOut())]).then(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
  // The likely next screens once the first one is drawn (docs/architecture.md §6.2).
  void Promise.all([firstScreen, firstScreenShown]).then(prefetchLikelyScreens);
}

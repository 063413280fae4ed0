import '@blueprintjs/core/lib/css/blueprint.css';
import '@blueprintjs/icons/lib/css/blueprint-icons.css';
import './theme/app.css';
import { httpsAddress } from '@waybill/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { persistAppState } from './app/store';
import { startLanguage } from './i18n/i18n';

persistAppState();

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');

const secure = httpsAddress(window.location);
if (secure) {
  // docs/product.md §2.1: as on the public site, the control panel is only used over https.
  window.location.replace(secure);
} else {
  // The language's texts first (a chunk of their own), so the first screen is already in it.
  void startLanguage().then(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}

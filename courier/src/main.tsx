import './theme/app.css';
import { httpsAddress } from '@waybill/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startNavigation } from './app/navigation';
import { getState, startStore } from './app/store';
import { startSync } from './app/sync';
import { startLanguage } from './i18n/i18n';

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');

const secure = httpsAddress(window.location);
if (secure) {
  // As the panel: staff sign in only over https (and a service worker needs it).
  window.location.replace(secure);
} else {
  startNavigation();
  void Promise.all([startLanguage(), startStore()]).then(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
    // What waits from an earlier day (or a closed app) is sent at start.
    if (getState().member) startSync();
  });
  registerServiceWorker();
}

/** The service worker that keeps the app on the phone (sw.ts); not in development. */
function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const base = import.meta.env.BASE_URL;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register(`${base}sw.js`, { scope: base }).catch((error: unknown) => {
      console.warn('The courier app cannot work offline here', error);
    });
  });
}

import { loadOnce } from '../app/idle';
import { withTexts } from '../i18n/i18n';

/**
 * What the screens need to know about passkeys before a ceremony, without the WebAuthn library:
 * the library (ceremony.ts) is fetched when a passkey button is pressed, or beforehand while
 * the browser is idle (loadCeremony), so the sign-in screen's first load goes without it.
 */

/**
 * Whether this page can use passkeys: the browser has WebAuthn (the test @simplewebauthn's
 * browserSupportsWebAuthn makes) and the page is on the web (https, or http on localhost). The
 * desktop app shows the panel at the server's own origin for this reason (docs/architecture.md
 * §7); a page at another origin (app://…) could never match the RP ID, the server's host.
 */
export function passkeysAvailable(): boolean {
  const { protocol } = window.location;
  return (
    (protocol === 'https:' || protocol === 'http:') &&
    window.isSecureContext &&
    typeof window.PublicKeyCredential === 'function'
  );
}

/** The ceremonies' module (with the WebAuthn library), fetched once, with the problems' texts. */
export const loadCeremony = loadOnce(() => withTexts(['problems'], () => import('./ceremony')));

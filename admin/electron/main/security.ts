import type { Session, WebContents } from 'electron';
import { type NavigationDecision, decideNavigation, decideNewWindow } from './navigation.js';

export interface SecurityOptions {
  /** The server chosen at first run (public-site links open on it in the system browser). */
  serverOrigin: () => string | null;
  /** Opens a URL in the system's browser or mail client (shell.openExternal). */
  openExternal: (url: string) => void;
}

/**
 * The Electron security checklist for every web contents the app creates: no new windows, no
 * navigation away from the app's pages, no <webview>. Links to other sites open in the system
 * browser instead.
 */
export function secureWebContents(contents: WebContents, options: SecurityOptions): void {
  const follow = (decision: NavigationDecision) => {
    if (decision.action === 'open-externally') options.openExternal(decision.url);
  };

  contents.setWindowOpenHandler(({ url }) => {
    follow(decideNewWindow(url, options.serverOrigin()));
    return { action: 'deny' };
  });

  contents.on('will-navigate', (event) => {
    const decision = decideNavigation(event.url, options.serverOrigin());
    if (decision.action === 'allow') return;
    event.preventDefault();
    follow(decision);
  });

  // A server-side redirect of the main frame must not lead out of the app either.
  contents.on('will-redirect', (event) => {
    if (!event.isMainFrame) return;
    if (decideNavigation(event.url, options.serverOrigin()).action !== 'allow') {
      event.preventDefault();
    }
  });

  contents.on('will-attach-webview', (event) => {
    event.preventDefault();
  });
}

/** The admin needs no camera, location, notifications… : every permission is refused. */
export function denyPermissions(session: Session): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
}

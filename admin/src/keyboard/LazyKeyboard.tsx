import { useEffect, useRef, useState, type ComponentType } from 'react';
import { loadOnce } from '../app/idle';
import { firstScreenShown } from '../app/shown';
import { withTexts } from '../i18n/i18n';

/** The keys Keyboard answers on every screen (shortcuts.ts); the others are the screens' own. */
const GLOBAL_KEYS = ['/', 'n', '?'];

/** The shortcuts' library, their dialog and texts: fetched once the first screen is drawn. */
const loadKeyboard = loadOnce(() => withTexts(['bulk'], () => import('./Keyboard')));

/** Whether a key pressed here is typing, not a shortcut (as useShortcut decides). */
function typingIn(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/** The same key pressed again where it was pressed. */
function pressAgain(event: KeyboardEvent): void {
  const target = event.target instanceof Node && event.target.isConnected ? event.target : document;
  for (const type of ['keydown', 'keyup']) {
    target.dispatchEvent(
      new KeyboardEvent(type, {
        key: event.key,
        code: event.code,
        shiftKey: event.shiftKey,
        bubbles: true,
        cancelable: true,
      }),
    );
  }
}

/**
 * The panel's keyboard shortcuts (Keyboard), signed in only, fetched once the first screen is
 * drawn rather than with it, and mounted without a Suspense (whose reveal React holds back). A
 * shortcut pressed before they are there is not lost: it is pressed again once they listen.
 */
export function LazyKeyboard() {
  const [Keyboard, setKeyboard] = useState<ComponentType | null>(null);
  const early = useRef<KeyboardEvent[]>([]);
  const stopKeeping = useRef(() => undefined as void);
  useEffect(() => {
    let live = true;
    const keep = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.altKey || event.metaKey || event.defaultPrevented) return;
      if (GLOBAL_KEYS.includes(event.key) && !typingIn(event.target)) early.current.push(event);
    };
    document.addEventListener('keydown', keep);
    stopKeeping.current = () => document.removeEventListener('keydown', keep);
    firstScreenShown.then(loadKeyboard).then(
      (module) => {
        if (live) setKeyboard(() => module.Keyboard);
      },
      // Without its code the panel works without shortcuts.
      () => stopKeeping.current(),
    );
    return () => {
      live = false;
      stopKeeping.current();
    };
  }, []);
  useEffect(() => {
    if (!Keyboard) return;
    // Its shortcuts listen now (a child's effects run before its parent's).
    stopKeeping.current();
    for (const event of early.current.splice(0)) pressAgain(event);
  }, [Keyboard]);
  return Keyboard ? <Keyboard /> : null;
}

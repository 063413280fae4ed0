import { lazy, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { SCREEN_AREAS, withTexts } from '../i18n/i18n';
import type { AdminArea } from '../i18n/keys';
import { ScreenLoadFailed } from '../layout/ScreenLoadFailed';

/** A screen whose code is a chunk of its own, fetched when it is first shown or preloaded. */
export type LazyScreen = LazyExoticComponent<ComponentType> & {
  /** Fetches the screen's code now (a link hovered, the likely next screen); never rejects. */
  preload: () => Promise<void>;
};

let noteShown: () => void = () => undefined;
/** Settles once the first lazily loaded screen has been drawn (its effects run after it). */
export const firstScreenShown = new Promise<void>((resolve) => {
  noteShown = resolve;
});

/** A loaded screen, which says when it has been drawn. */
function Shown({ screen: Screen }: { screen: ComponentType }) {
  useEffect(() => noteShown(), []);
  return <Screen />;
}

/**
 * One screen's chunk: the first screen's code comes with the first load, every other screen's
 * when it is opened (or preloaded: app/preload.ts). A chunk that cannot be fetched (offline, or a
 * new version replaced this one's files) shows ScreenLoadFailed; a failed preload is simply
 * tried again when the screen opens.
 *
 * The screen's texts come with its code: `texts`, the areas it says (beyond the shell's, the
 * forms' and the problems', always there), by default every other area; the first screens name
 * theirs, so that their first load carries only those.
 */
export function lazyScreen(
  load: () => Promise<ComponentType>,
  texts: readonly AdminArea[] = SCREEN_AREAS,
): LazyScreen {
  let loading: Promise<ComponentType> | undefined;
  const start = () =>
    (loading ??= withTexts(texts, load).catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const component = lazy(() =>
    start().then(
      (loaded) => ({ default: () => <Shown screen={loaded} /> }),
      () => ({ default: ScreenLoadFailed }),
    ),
  );
  return Object.assign(component, {
    preload: () =>
      start().then(
        () => undefined,
        () => undefined,
      ),
  });
}

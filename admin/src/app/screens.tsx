import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { SCREEN_AREAS, withTexts } from '../i18n/i18n';
import type { AdminArea } from '../i18n/keys';
import { ScreenLoadFailed } from '../layout/ScreenLoadFailed';
import { loadAllIcons, loadMemberIcons } from '../theme/icons';
import { useScreenShown } from './shown';

/** A screen whose code is a chunk of its own, fetched when it is first shown or preloaded. */
export type LazyScreen = LazyExoticComponent<ComponentType> & {
  /** Fetches the screen's code now (a link hovered, the likely next screen); never rejects. */
  preload: () => Promise<void>;
};

/** A loaded screen, which says when it has been drawn. */
function Shown({ screen: Screen }: { screen: ComponentType }) {
  useScreenShown();
  return <Screen />;
}

/**
 * One screen's chunk: the first screen's code comes with the first load, every other screen's
 * when it is opened (or preloaded: app/preload.ts). A chunk that cannot be fetched (offline, or a
 * new version replaced this one's files) shows ScreenLoadFailed; a failed preload is simply
 * tried again when the screen opens.
 *
 * The screen's texts come with its code: `texts`, the areas it says (beyond the shell's and the
 * forms', always there), by default every other area (the problems' among them); the first
 * screens name theirs, so that their first load carries only those (the problems' come later:
 * i18n/i18n.ts). So do its icons (theme/icons.ts):
 * `icons`, by default 'all', every icon of the app at the standard size; 'first' for the sign-in
 * screen, whose icons are in every first load; 'member' for the dashboard, which adds those of
 * the side menu and its own (vite.config.ts names these screens' files).
 */
export function lazyScreen(
  load: () => Promise<ComponentType>,
  texts: readonly AdminArea[] = SCREEN_AREAS,
  icons: 'first' | 'member' | 'all' = 'all',
): LazyScreen {
  const loadIcons = { first: () => undefined, member: loadMemberIcons, all: loadAllIcons }[icons];
  let loading: Promise<ComponentType> | undefined;
  const start = () =>
    (loading ??= Promise.all([withTexts(texts, load), loadIcons()])
      .then(([loaded]) => loaded)
      .catch((error: unknown) => {
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

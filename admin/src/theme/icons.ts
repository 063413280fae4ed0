import { Icons, IconSize, type IconName, type IconPaths } from '@blueprintjs/icons';

type IconPathsModule = { iconPaths: Readonly<Record<string, IconPaths>> };

/**
 * The paths of the icons the app's source names (vite-plugins/icon-subset.ts). At the standard
 * size: those every first screen draws (the shell, the sign-in screen), those a member's first
 * screen adds (the side menu, the dashboard), then the rest; at the large size first those of the
 * files that draw icons large, then the rest. Blueprint's own loader would fetch every icon of the
 * size (over 100 KB gzipped each). The build also cuts Blueprint's list of names down to the
 * app's, so an icon must be named by a quoted string somewhere in src/.
 */
const SUBSETS = {
  first: () => import('virtual:app-icon-paths/16-first'),
  member: () => import('virtual:app-icon-paths/16-member'),
  rest: () => import('virtual:app-icon-paths/16'),
  large: () => import('virtual:app-icon-paths/20-large'),
  largeRest: () => import('virtual:app-icon-paths/20'),
} satisfies Record<string, () => Promise<IconPathsModule>>;

async function loadIconPaths(name: IconName, size: IconSize): Promise<IconPaths> {
  if (size === IconSize.STANDARD) {
    for (const subset of [SUBSETS.first, SUBSETS.member, SUBSETS.rest]) {
      const paths = (await subset()).iconPaths[name];
      if (paths) return paths;
    }
    return [];
  }
  const large = (await SUBSETS.large()).iconPaths[name];
  return large ?? (await SUBSETS.largeRest()).iconPaths[name] ?? [];
}

/**
 * Loads a subset at the standard size into Blueprint's cache, once: its icons draw at once from
 * then. Never rejects: an icon that could not load is asked for again by Blueprint when drawn.
 */
function standardLoader(subset: () => Promise<IconPathsModule>): () => Promise<void> {
  let loading: Promise<void> | undefined;
  return () =>
    (loading ??= (async () => {
      Icons.setLoaderOptions({ loader: loadIconPaths });
      const { iconPaths } = await subset();
      await Icons.load(Object.keys(iconPaths) as IconName[], IconSize.STANDARD);
    })().catch(() => {
      loading = undefined;
    }));
}

const loadFirst = standardLoader(SUBSETS.first);
/** The side menu's and the dashboard's icons: before a member's first screen is shown. */
export const loadMemberIcons = standardLoader(SUBSETS.member);
const loadRest = standardLoader(SUBSETS.rest);

/**
 * Every icon of the app at the standard size: before any screen but the first ones is shown
 * (app/screens.tsx), and while idle once the first screen is drawn (app/preload.ts).
 */
export function loadAllIcons(): Promise<void> {
  return Promise.all([loadMemberIcons(), loadRest()]).then(() => undefined);
}

/**
 * Makes Blueprint take icons from the app's subsets, and loads the first screen's at the standard
 * size before the first render, so they draw at once: the shell's and the sign-in screen's, and a
 * member's (`member`: the first screen is not a signed-out one). The large size comes with the
 * first large icon.
 */
export function startIcons(member: boolean): Promise<void> {
  return Promise.all([loadFirst(), member && loadMemberIcons()]).then(() => undefined);
}

import { Icons, IconSize, type IconName, type IconPaths } from '@blueprintjs/icons';

type IconPathsModule = { iconPaths: Readonly<Record<string, IconPaths>> };

/**
 * The paths of the icons the app's source names (vite-plugins/icon-subset.ts): every one at the
 * standard size; at the large size first those of the files that draw icons large, then the rest.
 * Blueprint's own loader would fetch every icon of the size (over 100 KB gzipped each). The build
 * also cuts Blueprint's list of names down to the app's, so an icon must be named by a quoted
 * string somewhere in src/.
 */
const SUBSETS = {
  standard: () => import('virtual:app-icon-paths/16'),
  large: () => import('virtual:app-icon-paths/20-large'),
  largeRest: () => import('virtual:app-icon-paths/20'),
} satisfies Record<string, () => Promise<IconPathsModule>>;

async function loadIconPaths(name: IconName, size: IconSize): Promise<IconPaths> {
  if (size === IconSize.STANDARD) return (await SUBSETS.standard()).iconPaths[name] ?? [];
  const large = (await SUBSETS.large()).iconPaths[name];
  return large ?? (await SUBSETS.largeRest()).iconPaths[name] ?? [];
}

/**
 * Makes Blueprint take icons from the app's subsets, and loads the standard size before the first
 * screen, so icons draw at once (the large size comes with the first large icon).
 */
export async function startIcons(): Promise<void> {
  Icons.setLoaderOptions({ loader: loadIconPaths });
  const { iconPaths } = await SUBSETS.standard();
  await Icons.load(Object.keys(iconPaths) as IconName[], IconSize.STANDARD);
}

import { Icons, IconSize, type IconName, type IconPaths } from '@blueprintjs/icons';

type IconPathsModule = { iconPaths: Readonly<Record<string, IconPaths>> };

/**
 * The paths of the icons the app's source names, one chunk per size (vite-plugins/icon-subset.ts):
 * Blueprint's own loader would fetch every icon of the size.
 */
const subset = (size: IconSize): Promise<IconPathsModule> =>
  size === IconSize.STANDARD
    ? import('virtual:app-icon-paths/16')
    : import('virtual:app-icon-paths/20');

/** An icon outside the subset (a name built at run time) still draws, from the whole set. */
async function loadIconPaths(name: IconName, size: IconSize): Promise<IconPaths> {
  const found = (await subset(size)).iconPaths[name];
  if (found) return found;
  if (import.meta.env.DEV) console.warn(`Icon '${name}' is not in the app's icon subset`);
  await Icons.load(name, size, { loader: 'split-by-size' });
  return Icons.getPaths(name, size) ?? [];
}

/**
 * Makes Blueprint take icons from the app's subset, and loads its standard size before the first
 * screen, so icons draw at once (the large size comes with the first large icon).
 */
export async function startIcons(): Promise<void> {
  Icons.setLoaderOptions({ loader: loadIconPaths });
  const { iconPaths } = await subset(IconSize.STANDARD);
  await Icons.load(Object.keys(iconPaths) as IconName[], IconSize.STANDARD);
}

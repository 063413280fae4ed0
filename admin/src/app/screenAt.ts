import { matchRoutes } from 'react-router';
import { SCREEN_LIST, type ScreenEntry } from './registry';

const ROUTES = SCREEN_LIST.flatMap((entry) =>
  [entry.path, ...(entry.also ?? [])].map((path) => ({ path, handle: entry })),
);

/** The screen the router shows at `pathname` (ranked as the router ranks), if it is one. */
export function screenAt(pathname: string): ScreenEntry | undefined {
  const match = matchRoutes(ROUTES, pathname)?.at(-1);
  return match?.route.handle;
}

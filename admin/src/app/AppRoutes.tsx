import { Navigate, Route, Routes } from 'react-router';
import { AdminOnly } from '../auth/AdminOnly';
import { GuestOnly } from '../auth/GuestOnly';
import { NotFound } from '../layout/NotFound';
import { Shell } from '../layout/Shell';
import { RoleGate } from '../staff/RoleGate';
import { REDIRECTS, SCREEN_LIST, type ScreenEntry } from './registry';

/** A registry screen's routes: its path and any other address of it. */
const routesOf = (entry: ScreenEntry) =>
  [entry.path, ...(entry.also ?? [])].map((path) => (
    <Route key={path} path={path} element={<entry.screen />} />
  ));

// Built once: each screen is a chunk of its own, fetched when it opens (docs/architecture.md §6.2).
const GUEST_ROUTES = SCREEN_LIST.filter((entry) => entry.access === 'guest').flatMap(routesOf);
const MEMBER_ROUTES = SCREEN_LIST.filter((entry) => entry.access !== 'guest').flatMap(routesOf);

/**
 * Every route of the control panel, with full paths (docs/product.md §4.1), from the screen
 * registry (registry.ts): any other address is "not found".
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Shell />}>
        <Route element={<GuestOnly />}>{GUEST_ROUTES}</Route>
        <Route element={<AdminOnly />}>
          {/* Each screen opens only for the roles the registry lets open it. */}
          <Route element={<RoleGate />}>{MEMBER_ROUTES}</Route>
        </Route>
        {Object.entries(REDIRECTS).map(([from, to]) => (
          <Route key={from} path={from} element={<Navigate to={to} replace />} />
        ))}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}

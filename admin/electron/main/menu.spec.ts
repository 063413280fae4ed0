import { menuTemplate } from './menu.js';

type Item = {
  role?: string;
  label?: string;
  id?: string;
  enabled?: boolean;
  click?: () => void;
  submenu?: unknown;
};

const submenu = (items: ReturnType<typeof menuTemplate>, label: string): Item[] => {
  const menu = items.find((item) => item.label === label || item.role === label);
  if (!menu || !Array.isArray(menu.submenu)) throw new Error(`No ${label} menu`);
  return menu.submenu as Item[];
};

describe('the application menu', () => {
  const calls: string[] = [];
  const template = (platform: NodeJS.Platform, serverUrl: string | null, devTools = false) =>
    menuTemplate({
      platform,
      serverUrl,
      devTools,
      changeServer: () => calls.push('change'),
      openInBrowser: () => calls.push('browser'),
    });

  it('has Edit with copy and paste, View with reload and zoom, Server and Help with About', () => {
    const menu = template('linux', 'https://waybill.example.com');
    expect(menu.map((item) => item.label ?? item.role)).toEqual([
      '&File',
      '&Edit',
      '&View',
      '&Server',
      '&Help',
    ]);
    const roles = (label: string) => submenu(menu, label).map((item) => item.role);
    expect(roles('&Edit')).toEqual(
      expect.arrayContaining(['undo', 'redo', 'cut', 'copy', 'paste', 'selectAll']),
    );
    expect(roles('&View')).toEqual(
      expect.arrayContaining([
        'reload',
        'forceReload',
        'resetZoom',
        'zoomIn',
        'zoomOut',
        'togglefullscreen',
      ]),
    );
    expect(roles('&View')).not.toContain('toggleDevTools');
    expect(roles('&Help')).toEqual(['about']);
  });

  it('shows the server and changes it from the Server menu', () => {
    const server = submenu(template('win32', 'https://waybill.example.com'), '&Server');
    expect(server[0]).toMatchObject({
      label: 'Connected to https://waybill.example.com',
      enabled: false,
    });
    calls.length = 0;
    server.find((item) => item.id === 'change-server')?.click?.();
    server.find((item) => item.id === 'open-in-browser')?.click?.();
    expect(calls).toEqual(['change', 'browser']);
  });

  it('before the first run, says no server is chosen and cannot open one in the browser', () => {
    const server = submenu(template('linux', null), '&Server');
    expect(server[0]?.label).toBe('No server chosen');
    expect(server.find((item) => item.id === 'open-in-browser')?.enabled).toBe(false);
  });

  it('follows macOS: the app menu first and a Window menu', () => {
    const menu = template('darwin', null);
    expect(menu.map((item) => item.label ?? item.role)).toEqual([
      'appMenu',
      '&Edit',
      '&View',
      '&Server',
      'windowMenu',
      '&Help',
    ]);
  });

  it('offers developer tools only in development', () => {
    const view = submenu(template('linux', null, true), '&View');
    expect(view.map((item) => item.role)).toContain('toggleDevTools');
  });

  it('lists no control panel section: what a role may open is only the renderer’s side menu', () => {
    // The main process does not know the member's role; a section here would be shown to every
    // role (docs/product.md §4.11). Any future section menu must be filtered by the renderer.
    const labels = (items: readonly Item[]): string[] =>
      items.flatMap((item) => [
        item.label ?? '',
        ...(Array.isArray(item.submenu) ? labels(item.submenu as Item[]) : []),
      ]);
    for (const platform of ['linux', 'darwin', 'win32'] as const) {
      const all = labels(template(platform, 'https://waybill.example.com') as Item[]).join(' | ');
      expect(all).not.toMatch(/Parcel|Page|Review|Setting|Staff|Invoice|Outbox|Audit|E-?mail/i);
    }
  });
});

import type { MenuItemConstructorOptions } from 'electron';

export interface MenuOptions {
  platform: NodeJS.Platform;
  /** The server the app talks to, shown in the Server menu; null before the first run. */
  serverUrl: string | null;
  /** Developer tools only in development builds. */
  devTools: boolean;
  changeServer: () => void;
  openInBrowser: () => void;
}

/** The application menu: Edit (copy/paste), View (reload, zoom), Server, Help (About). */
export function menuTemplate(options: MenuOptions): MenuItemConstructorOptions[] {
  const isMac = options.platform === 'darwin';
  const template: MenuItemConstructorOptions[] = [];
  if (isMac) template.push({ role: 'appMenu' });
  else template.push({ label: '&File', submenu: [{ role: 'quit' }] });

  template.push(
    {
      label: '&Edit',
      submenu: [
        { role: 'undo' },
        { role: 'redo' },
        { type: 'separator' },
        { role: 'cut' },
        { role: 'copy' },
        { role: 'paste' },
        { role: 'pasteAndMatchStyle' },
        { role: 'delete' },
        { type: 'separator' },
        { role: 'selectAll' },
      ],
    },
    {
      label: '&View',
      submenu: [
        { role: 'reload' },
        { role: 'forceReload' },
        ...(options.devTools ? [{ role: 'toggleDevTools' } as const] : []),
        { type: 'separator' },
        { role: 'resetZoom' },
        { role: 'zoomIn' },
        { role: 'zoomOut' },
        { type: 'separator' },
        { role: 'togglefullscreen' },
      ],
    },
    {
      label: '&Server',
      submenu: [
        {
          id: 'server-address',
          label: options.serverUrl ? `Connected to ${options.serverUrl}` : 'No server chosen',
          enabled: false,
        },
        { type: 'separator' },
        {
          id: 'change-server',
          label: 'Change Server…',
          accelerator: 'CmdOrCtrl+Shift+S',
          click: () => options.changeServer(),
        },
        {
          id: 'open-in-browser',
          label: 'Open Control Panel in Browser',
          enabled: options.serverUrl !== null,
          click: () => options.openInBrowser(),
        },
      ],
    },
  );
  if (isMac) template.push({ role: 'windowMenu' });
  template.push({
    role: 'help',
    label: '&Help',
    submenu: [{ role: 'about', label: 'About Waybill Admin' }],
  });
  return template;
}

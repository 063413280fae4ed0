import { CHANNELS, type DesktopBridge, type DesktopSetupBridge } from '../bridge.js';
import { installBridge } from './preload.js';
import { fake } from '../test/fake-electron.js';

describe('the preload bridge', () => {
  beforeEach(() => {
    fake.reset({ userData: '' });
    fake.infoAnswer = { serverUrl: 'https://waybill.example.com', version: '2.0.0' };
  });

  const exposed = <T>(key: string) => fake.exposed.get(key) as T | undefined;

  it('exposes window.desktop: the server address, the version and changeServer(), frozen', () => {
    installBridge('app://waybill/control/index.html');
    expect([...fake.exposed.keys()]).toEqual(['desktop']);
    const desktop = exposed<DesktopBridge>('desktop');
    expect(desktop).toEqual({
      serverUrl: 'https://waybill.example.com',
      version: '2.0.0',
      changeServer: expect.any(Function),
    });
    expect(Object.isFrozen(desktop)).toBe(true);
    expect(fake.rendererMessages).toEqual([{ channel: CHANNELS.info, args: [] }]);

    desktop?.changeServer();
    expect(fake.rendererMessages.at(-1)).toEqual({ channel: CHANNELS.changeServer, args: [] });
  });

  it('never hands the page ipcRenderer or anything else of Electron', () => {
    installBridge('app://waybill/desktop/connect.html');
    for (const api of fake.exposed.values()) {
      for (const value of Object.values(api as object)) {
        expect(['string', 'function', 'object']).toContain(typeof value);
        if (typeof value === 'object') expect(value).toBeNull();
      }
      expect(Object.keys(api as object)).not.toContain('ipcRenderer');
    }
  });

  it('adds window.desktopSetup on the desktop screens, each call on its own channel', async () => {
    installBridge('app://waybill/desktop/connect.html');
    const setup = exposed<DesktopSetupBridge>('desktopSetup');
    if (!setup) throw new Error('desktopSetup was not exposed');
    expect(Object.isFrozen(setup)).toBe(true);

    await setup.state();
    await setup.connect('https://waybill.example.com');
    await setup.retry();
    setup.cancel();
    expect(fake.rendererMessages.slice(1)).toEqual([
      { channel: CHANNELS.setupState, args: [] },
      { channel: CHANNELS.connect, args: ['https://waybill.example.com'] },
      { channel: CHANNELS.retry, args: [] },
      { channel: CHANNELS.cancel, args: [] },
    ]);
  });

  it('exposes nothing when the main process does not recognise the page', () => {
    fake.infoAnswer = null;
    installBridge('app://waybill/control/index.html');
    expect(fake.exposed.size).toBe(0);
  });

  it('exposes window.desktop to the control panel at the server origin, never window.desktopSetup', () => {
    installBridge('https://waybill.example.com/control/index.html');
    expect([...fake.exposed.keys()]).toEqual(['desktop']);
    fake.reset({ userData: '' });
    fake.infoAnswer = { serverUrl: 'https://waybill.example.com', version: '2.0.0' };
    // The server's own /desktop/… is not a screen of the app.
    installBridge('https://waybill.example.com/desktop/connect.html');
    expect([...fake.exposed.keys()]).toEqual(['desktop']);
  });
});

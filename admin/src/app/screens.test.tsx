import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadScreen } from './preload';
import { SCREENS } from './registry';
import { lazyScreen } from './screens';

afterEach(() => vi.restoreAllMocks());

const shown = (Screen: ReturnType<typeof lazyScreen>) =>
  render(
    <Suspense fallback={<p>waiting</p>}>
      <Screen />
    </Suspense>,
  );

describe('a screen in a chunk of its own', () => {
  it('is drawn once its code is there', async () => {
    const Fine = lazyScreen(() => Promise.resolve(() => <h1>Parcels</h1>));
    shown(Fine);
    expect(await screen.findByRole('heading', { name: 'Parcels' })).toBeInTheDocument();
  });

  it('says so, with a way to reload, when its code cannot be fetched', async () => {
    const Gone = lazyScreen(() => Promise.reject(new TypeError('Failed to fetch')));
    shown(Gone);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This screen could not be opened');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('fetches again when opened after a preload that failed', async () => {
    const load = vi
      .fn<() => Promise<() => React.JSX.Element>>()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValue(() => <h1>Back online</h1>);
    const Flaky = lazyScreen(load);
    await expect(Flaky.preload()).resolves.toBeUndefined();
    shown(Flaky);
    expect(await screen.findByRole('heading', { name: 'Back online' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('preloading the screen of an address', () => {
  it('fetches the screen the route shows, following a redirect', async () => {
    const dashboard = vi.spyOn(SCREENS.dashboard.screen, 'preload').mockResolvedValue();
    const detail = vi.spyOn(SCREENS.parcelDetail.screen, 'preload').mockResolvedValue();
    const list = vi.spyOn(SCREENS.parcels.screen, 'preload').mockResolvedValue();
    const signIn = vi.spyOn(SCREENS.signIn.screen, 'preload').mockResolvedValue();
    await preloadScreen('/control');
    expect(dashboard).toHaveBeenCalledOnce();
    await preloadScreen('/control/parcels/WB1000');
    expect(detail).toHaveBeenCalledOnce();
    // A fixed path outranks a pattern, as in the router.
    await preloadScreen('/control/parcels/list.html');
    expect(list).toHaveBeenCalledOnce();
    expect(detail).toHaveBeenCalledOnce();
    await preloadScreen('/cp');
    expect(signIn).toHaveBeenCalledOnce();
    await preloadScreen('/control/no/such/screen.html');
    expect(dashboard).toHaveBeenCalledOnce();
  });
});

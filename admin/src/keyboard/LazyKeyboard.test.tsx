import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import { useScreenShown } from '../app/shown';
import { useAppStore } from '../app/store';
import { testClient, withClient } from '../test/fake-api';
import { LazyKeyboard } from './LazyKeyboard';

/** A screen as the registry's are: it says when it is drawn. */
function Screen() {
  useScreenShown();
  return (
    <main>
      <h1>Parcels</h1>
    </main>
  );
}

afterEach(() => {
  useAppStore.setState({ admin: false });
});

describe('the shortcuts fetched after the first screen', () => {
  it('answer a shortcut pressed before their code was there, once it is', async () => {
    useAppStore.setState({ admin: { email: 'd@example.com', name: 'd', role: 'dispatcher' } });
    const Wrapper = withClient(testClient());
    render(
      <Wrapper>
        <MemoryRouter>
          <LazyKeyboard />
          <Screen />
        </MemoryRouter>
      </Wrapper>,
    );
    const user = userEvent.setup();
    await user.keyboard('?');
    expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getAdminStatus, signUp } from '@waybill/shared';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, fakeServer, testClient, withClient } from '../test/fake-api';
import { SignUp } from './SignUp';

function setUp(address: string) {
  const server = fakeServer(({ url }) =>
    url.endsWith(getAdminStatus.path({}))
      ? envelope(200, { has_admin: false })
      : envelope(201, { email: 'office@example.com' }),
  );
  const Client = withClient(testClient());
  render(
    <Client>
      <MemoryRouter initialEntries={[address]}>
        <Routes>
          <Route path="/cp/signup" element={<SignUp />} />
          <Route path="*" element={<p>Home</p>} />
        </Routes>
      </MemoryRouter>
    </Client>,
  );
  return { server, user: userEvent.setup() };
}

async function fillAndSend(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('E-mail'), 'office@example.com');
  await user.type(screen.getByLabelText('Password', { exact: true }), 'first-password-1');
  await user.type(screen.getByLabelText('Confirm password'), 'first-password-1');
  await user.click(screen.getByRole('button', { name: 'Create admin' }));
  await screen.findByText('Home');
}

afterEach(() => vi.unstubAllGlobals());

describe('the sign-up screen', () => {
  it('sends the token of the sign-up link the server printed', async () => {
    const { server, user } = setUp('/cp/signup?token=secret-from-the-server-log');
    await fillAndSend(user);
    const sent = server.requests.find((request) => request.url.endsWith(signUp.path({})));
    expect(sent?.body).toEqual({
      email: 'office@example.com',
      password: 'first-password-1',
      token: 'secret-from-the-server-log',
    });
  });

  it('sends no token when the address has none (a sign-up on the server itself)', async () => {
    const { server, user } = setUp('/cp/signup');
    await fillAndSend(user);
    const sent = server.requests.find((request) => request.url.endsWith(signUp.path({})));
    expect(sent?.body).toEqual({ email: 'office@example.com', password: 'first-password-1' });
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getAdminStatus, problem, signIn } from '@waybill/shared';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, fakeServer, testClient, withClient, type Request } from '../test/fake-api';
import { SignIn } from './SignIn';

const EMAIL = 'office@example.com';

/** The sign-in's answer for a password that is right, for a wrong one, and otherwise. */
function setUp(signinAnswer: (request: Request) => Response) {
  const server = fakeServer((request) => {
    if (request.url.endsWith(getAdminStatus.path({}))) return envelope(200, { has_admin: true });
    if (request.url.endsWith(signIn.path({}))) return signinAnswer(request);
    return envelope(404, null);
  });
  const Client = withClient(testClient());
  render(
    <Client>
      <MemoryRouter initialEntries={['/cp']}>
        <Routes>
          <Route path="/cp" element={<SignIn />} />
          <Route path="*" element={<p>Home</p>} />
        </Routes>
      </MemoryRouter>
    </Client>,
  );
  const sent = () => server.requests.filter((each) => each.url.endsWith(signIn.path({})));
  return { sent, user: userEvent.setup() };
}

afterEach(() => vi.unstubAllGlobals());

describe('the sign-in screen', () => {
  it('checks the fields with the shared schema before sending: the errors by them, named by their labels', async () => {
    const { sent, user } = setUp(() => envelope(200, { email: EMAIL }));
    await user.type(screen.getByLabelText('E-mail'), 'not-mail');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('E-mail must be a valid e-mail address')).toBeVisible();
    expect(screen.getByText('Password is required')).toBeVisible();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
    expect(sent()).toEqual([]);

    // Checked again as it is corrected: the e-mail's error goes, the password's stays.
    await user.clear(screen.getByLabelText('E-mail'));
    await user.type(screen.getByLabelText('E-mail'), EMAIL);
    expect(screen.queryByText('E-mail must be a valid e-mail address')).toBeNull();
    expect(screen.getByLabelText('E-mail')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Password is required')).toBeVisible();
  });

  it('sends the e-mail as the schema makes it (trimmed), and shows a refusal in the red panel', async () => {
    const { sent, user } = setUp(() => envelope(401, null, [problem('auth.wrong_credentials')]));
    await user.type(screen.getByLabelText('E-mail'), `  ${EMAIL} `);
    await user.type(screen.getByLabelText('Password'), 'not-the-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The e-mail or password is incorrect',
    );
    expect(sent().map((each) => each.body)).toEqual([
      { email: EMAIL, password: 'not-the-password' },
    ]);
    expect(screen.getByLabelText('Password')).toHaveValue('not-the-password');
  });

  it('moves on to the code step, fetched when it is reached, and back with the e-mail kept', async () => {
    const { user } = setUp(() => envelope(200, { second_factor: ['totp', 'recovery_code'] }));
    await user.type(screen.getByLabelText('E-mail'), EMAIL);
    await user.type(screen.getByLabelText('Password'), 'right-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Enter your code' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    expect(await screen.findByLabelText('E-mail')).toHaveValue(EMAIL);
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('signs in with the right password and opens the dashboard', async () => {
    const { user } = setUp(() => envelope(200, { email: EMAIL, name: 'Office', role: 'admin' }));
    await user.type(screen.getByLabelText('E-mail'), EMAIL);
    await user.type(screen.getByLabelText('Password'), 'right-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Home')).toBeVisible();
  });
});

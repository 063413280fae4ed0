import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { acceptInvitation, enableSigninTotp, problem, startSigninTotpSetup } from '@waybill/shared';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../app/store';
import { envelope, fakeServer, testClient, withClient, type Request } from '../test/fake-api';
import { AcceptInvitation } from './AcceptInvitation';

const DEE = { email: 'dee@example.com', name: 'Dee Patcher', role: 'dispatcher' } as const;
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);
const ENROLMENT = {
  secret: SECRET,
  otpauth_url: `otpauth://totp/Waybill:${DEE.email}?secret=${SECRET}&issuer=Waybill`,
  qr_code: 'data:image/svg+xml;base64,PHN2Zy8+',
};

/** The server's side: accepting answers `acceptAnswer`; the set-up takes the code 246810. */
function setUp(acceptAnswer: unknown) {
  const server = fakeServer(({ url, body }: Request) => {
    if (url.endsWith(acceptInvitation.path({}))) return envelope(200, acceptAnswer);
    if (url.endsWith(startSigninTotpSetup.path({}))) return envelope(200, ENROLMENT);
    if (url.endsWith(enableSigninTotp.path({}))) {
      return (body as { code: string }).code === '246810'
        ? envelope(200, { ...DEE, recovery_codes: CODES })
        : envelope(400, null, [problem('twofactor.wrong_code')]);
    }
    return envelope(404, null);
  });
  const Client = withClient(testClient());
  render(
    <Client>
      <MemoryRouter initialEntries={['/control/invitation?token=the-link-token']}>
        <Routes>
          <Route path="/control/invitation" element={<AcceptInvitation />} />
          <Route path="*" element={<p>Dashboard</p>} />
        </Routes>
      </MemoryRouter>
    </Client>,
  );
  return { server, user: userEvent.setup() };
}

async function join(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), DEE.name);
  await user.type(screen.getByLabelText('Password'), 'member-password-1');
  await user.click(screen.getByRole('button', { name: 'Create my account' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  useAppStore.getState().setAdmin(false);
});

describe('joining the staff', () => {
  it('while two-factor is required, leads through the TOTP set-up, then into the panel', async () => {
    const { server, user } = setUp({ second_factor_setup: ['totp'] });
    await join(user);
    const sent = server.requests.find((each) => each.url.endsWith(acceptInvitation.path({})));
    expect(sent?.body).toEqual({
      token: 'the-link-token',
      name: DEE.name,
      password: 'member-password-1',
    });

    // Not signed in yet: the set-up screen of the sign-in, with the key to add.
    expect(await screen.findByRole('heading', { name: 'Set up two-factor sign-in' })).toBeVisible();
    expect(await screen.findByText(SECRET)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Create my account' })).toBeNull();
    expect(useAppStore.getState().admin).toBe(false);

    const field = screen.getByLabelText('Code from the app');
    await user.type(field, '111111');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('The code is wrong or has already been used')).toBeVisible();
    await user.clear(field);
    await user.type(field, '246810');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));

    const list = await screen.findByRole('list', { name: 'Your recovery codes' });
    expect(list).toHaveTextContent(CODES[0]);
    // Into the panel only once the codes were kept.
    expect(screen.queryByText('Dashboard')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'I have saved the codes' }));
    expect(await screen.findByText('Dashboard')).toBeVisible();
    expect(useAppStore.getState().admin).toEqual(DEE);
    const setups = server.urls().filter((each) => each.endsWith(startSigninTotpSetup.path({})));
    expect(setups).toHaveLength(1);
  });

  it('when nothing is required, is signed in at once', async () => {
    const { server, user } = setUp(DEE);
    await join(user);
    expect(await screen.findByText('Dashboard')).toBeVisible();
    expect(useAppStore.getState().admin).toEqual(DEE);
    expect(server.urls().some((each) => each.includes(startSigninTotpSetup.path({})))).toBe(false);
  });
});

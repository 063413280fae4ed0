import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createParcel,
  getAdminStatus,
  parcelCreateSchema,
  problem,
  signIn,
  type Parcel,
} from '@waybill/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useEndpointMutation, useEndpointQuery } from '../app/queries';
import { useAppStore } from '../app/store';
import { Field, Form, FormErrors, SubmitButton, useFormSubmit, useSchemaForm } from '../forms';
import {
  envelope,
  fakeServer,
  paged,
  parcelRow,
  testClient,
  withClient,
  type Request,
} from '../test/fake-api';
import { SessionDialog } from './SessionDialog';
import { useSessionGate } from './sessionGate';

const EMAIL = 'office@example.com';
const PASSWORD = 'office-password-1';

/** A screen with a form and a query of its own, under the session dialog (as in AdminOnly). */
function Screen({ onCreated }: { onCreated: (parcel: Parcel) => void }) {
  const status = useEndpointQuery(getAdminStatus, {});
  const form = useSchemaForm(parcelCreateSchema, {
    defaultValues: { tracking_code: '', recipient_name: '', destination: '' },
  });
  const create = useEndpointMutation(createParcel);
  const { onSubmit, fetching } = useFormSubmit(form, {
    // The screen's query is fetched again at the same moment: two requests meet the ended session.
    send: (body) => {
      void status.refetch();
      return create.mutateAsync({ body });
    },
    onSuccess: ({ data }) => onCreated(data),
  });
  return (
    <>
      <p>{`Status fetched ${status.dataUpdatedAt > 0 ? 'yes' : 'no'}: ${status.fetchStatus}`}</p>
      <Form form={form} onSubmit={onSubmit}>
        <Field label="Tracking code" {...form.register('tracking_code')} />
        <Field label="Recipient name" {...form.register('recipient_name')} />
        <Field label="Destination" {...form.register('destination')} />
        <FormErrors />
        <SubmitButton text="Create parcel" fetching={fetching} />
      </Form>
      <SessionDialog />
    </>
  );
}

const signedOut = () => envelope(401, null, [problem('auth.signed_out')]);

/**
 * The server: signed in until endSession(), then signed out until a sign-in with the right
 * password.
 */
function sessionServer() {
  let session = true;
  const server = fakeServer(({ url, body }: Request) => {
    if (url.endsWith(signIn.path({}))) {
      const { password } = body as { password: string };
      if (password !== PASSWORD) return envelope(401, null, [problem('auth.wrong_credentials')]);
      session = true;
      return envelope(200, { email: EMAIL, name: 'Desk', role: 'owner' });
    }
    if (!session) return signedOut();
    if (url.endsWith(createParcel.path({}))) {
      const sent = body as { tracking_code: string };
      return envelope(201, { ...parcelRow(7, sent.tracking_code), history: paged([], 1, 1) });
    }
    return envelope(200, { has_admin: true });
  });
  return {
    ...server,
    endSession: () => {
      session = false;
    },
  };
}

function setUp() {
  const server = sessionServer();
  const onCreated = vi.fn<(parcel: Parcel) => void>();
  render(<Screen onCreated={onCreated} />, { wrapper: withClient(testClient()) });
  return { server, onCreated, user: userEvent.setup() };
}

beforeEach(() => useAppStore.getState().setAdmin({ email: EMAIL, name: 'Desk', role: 'owner' }));
afterEach(() => {
  vi.unstubAllGlobals();
  useAppStore.getState().setAdmin(false);
  useSessionGate.setState({ asking: false });
});

const typed = { tracking_code: 'WB-77', recipient_name: 'Ada Obi', destination: 'Lagos' };

/** Fills in the form, ends the session on the server, then sends: the dialog opens. */
async function fillEndAndSend({ server, user }: ReturnType<typeof setUp>) {
  await screen.findByText('Status fetched yes: idle');
  await user.type(screen.getByLabelText('Tracking code'), typed.tracking_code);
  await user.type(screen.getByLabelText('Recipient name'), typed.recipient_name);
  await user.type(screen.getByLabelText('Destination'), typed.destination);
  server.endSession();
  await user.click(screen.getByRole('button', { name: 'Create parcel' }));
  return screen.findByRole('dialog', { name: 'Your session has ended' });
}

describe('a session that ended while a form is open', () => {
  it('asks for the password once, then sends the form and the query again as they were', async () => {
    const setup = setUp();
    const { server, onCreated, user } = setup;
    const dialog = await fillEndAndSend(setup);

    // Both requests met the ended session: one dialog for both, and both wait.
    await vi.waitFor(() => expect(server.urls()).toHaveLength(3));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(dialog).toHaveTextContent(EMAIL);
    expect(screen.getByText('Status fetched yes: fetching')).toBeInTheDocument();
    // Still signed in here, and what was typed is on screen behind the dialog.
    expect(useAppStore.getState().admin).toEqual({ email: EMAIL, name: 'Desk', role: 'owner' });
    expect(screen.getByLabelText('Recipient name')).toHaveValue('Ada Obi');

    const password = within(dialog).getByLabelText('Password');
    await vi.waitFor(() => expect(password).toHaveFocus());
    await user.type(password, PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Sign in and continue' }));

    await vi.waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ tracking_code: 'WB-77' }));
    expect(await screen.findByText('Status fetched yes: idle')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const creates = server.requests.filter((each) => each.url.endsWith(createParcel.path({})));
    expect(creates.map((each) => each.body)).toEqual([typed, typed]);
    const signIns = server.requests.filter((each) => each.url.endsWith(signIn.path({})));
    expect(signIns.map((each) => each.body)).toEqual([{ email: EMAIL, password: PASSWORD }]);
    const statuses = server.requests.filter((each) => each.url.endsWith(getAdminStatus.path({})));
    // The first load, the one that met the ended session, and the one sent again.
    expect(statuses).toHaveLength(3);
  });

  it('keeps the dialog with an error when the password is wrong', async () => {
    const setup = setUp();
    const dialog = await fillEndAndSend(setup);
    const { onCreated, user } = setup;
    await user.type(within(dialog).getByLabelText('Password'), 'not-the-password');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in and continue' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The e-mail or password is incorrect',
    );
    expect(screen.getByRole('dialog', { name: 'Your session has ended' })).toBeInTheDocument();
    expect(useAppStore.getState().admin).toEqual({ email: EMAIL, name: 'Desk', role: 'owner' });
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('signs out when asked to, and the waiting requests fail as before', async () => {
    const setup = setUp();
    const dialog = await fillEndAndSend(setup);
    const { server, onCreated, user } = setup;
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));

    await vi.waitFor(() => expect(useAppStore.getState().admin).toBe(false));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onCreated).not.toHaveBeenCalled();
    expect(server.requests.filter((each) => each.url.endsWith(signIn.path({})))).toHaveLength(0);
  });
});

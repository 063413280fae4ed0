import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createParcel,
  listParcels,
  parcelCreateSchema,
  passwordUserSchema,
  problem,
  type Parcel,
} from '@waybill/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useEndpointMutation } from '../app/queries';
import { envelope, fakeServer, paged, parcelRow, testClient, withClient } from '../test/fake-api';
import { useState } from 'react';
import {
  Field,
  Form,
  FormErrors,
  FormSuccess,
  ImageField,
  SubmitButton,
  useFormSubmit,
  useSchemaForm,
} from '.';

/** A form built from the kit as the screens build theirs: the create-parcel form. */
function CreateParcelForm({ onCreated }: { onCreated: (parcel: Parcel) => void }) {
  const form = useSchemaForm(parcelCreateSchema, {
    defaultValues: { tracking_code: '', recipient_name: '', destination: '' },
  });
  const create = useEndpointMutation(createParcel, { invalidates: [listParcels] });
  const { onSubmit, fetching, message } = useFormSubmit(form, {
    send: (body) => create.mutateAsync({ body }),
    onSuccess: ({ data }) => onCreated(data),
  });
  return (
    <Form form={form} onSubmit={onSubmit}>
      <Field label="Tracking code" {...form.register('tracking_code')} />
      <Field label="Recipient name" {...form.register('recipient_name')} />
      <Field label="Destination" {...form.register('destination')} />
      <FormErrors />
      <FormSuccess message={message} />
      <SubmitButton text="Create parcel" fetching={fetching} />
    </Form>
  );
}

function setUp(answer: Parameters<typeof fakeServer>[0] = () => envelope(500, null)) {
  const server = fakeServer(answer);
  const onCreated = vi.fn<(parcel: Parcel) => void>();
  render(<CreateParcelForm onCreated={onCreated} />, { wrapper: withClient(testClient()) });
  return { server, onCreated, user: userEvent.setup() };
}

const panel = () => screen.getByRole('alert');
const panelLines = () => {
  const items = within(panel()).queryAllByRole('listitem');
  return items.length > 0 ? items.map((item) => item.textContent) : [panel().textContent];
};
const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Create parcel' }));

afterEach(() => vi.unstubAllGlobals());

describe('the form kit', () => {
  it('names each wrong field by its label, next to it, focuses the first and sends nothing', async () => {
    const { server, user } = setUp();
    await submit(user);

    const recipient = screen.getByLabelText('Recipient name');
    await vi.waitFor(() => expect(recipient).toHaveAttribute('aria-invalid', 'true'));
    expect(recipient).toHaveAccessibleDescription('Recipient name is required');
    expect(screen.getByLabelText('Destination')).toHaveAccessibleDescription(
      'Destination is required',
    );
    // The message sits in the field's own group, under its input.
    const group = recipient.closest('.bp6-form-group');
    expect(group).toHaveTextContent('Recipient name is required');
    expect(recipient).toHaveFocus();
    // The tracking code may be left empty: the server makes one.
    expect(screen.getByLabelText('Tracking code')).not.toHaveAttribute('aria-invalid');
    // Every error is by its field: the red panel has nothing to add.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });

  it('clears a field’s error once it is filled in', async () => {
    const { user } = setUp();
    await submit(user);
    await vi.waitFor(() =>
      expect(screen.getByLabelText('Recipient name')).toHaveAttribute('aria-invalid', 'true'),
    );

    await user.type(screen.getByLabelText('Recipient name'), 'Ada');
    await vi.waitFor(() =>
      expect(screen.getByLabelText('Recipient name')).not.toHaveAttribute('aria-invalid'),
    );
    expect(screen.getByLabelText('Destination')).toHaveAccessibleDescription(
      'Destination is required',
    );
  });

  it('sends the schema’s payload to the endpoint and shows the server’s message', async () => {
    const { server, onCreated, user } = setUp(({ body }) =>
      envelope(
        201,
        {
          ...parcelRow(9, (body as { tracking_code: string }).tracking_code),
          history: paged([], 1, 1),
        },
        [],
        'Parcel created',
      ),
    );
    await user.type(screen.getByLabelText('Tracking code'), '  WB-9  ');
    await user.type(screen.getByLabelText('Recipient name'), 'Ada Obi');
    await user.type(screen.getByLabelText('Destination'), 'Lagos');
    await submit(user);

    expect(await screen.findByRole('status')).toHaveTextContent('Parcel created');
    expect(server.requests).toEqual([
      {
        method: 'POST',
        url: createParcel.path({}),
        // Trimmed by the schema, as the API would.
        body: { tracking_code: 'WB-9', recipient_name: 'Ada Obi', destination: 'Lagos' },
      },
    ]);
    expect(onCreated).toHaveBeenCalledWith(
      expect.objectContaining({ id: 9, tracking_code: 'WB-9' }),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('puts the server’s problems about shown fields by them, by label, and only the rest in the panel', async () => {
    const tooLong = problem('field.too_long', { field: 'recipient_name', max: 300 });
    const taken = problem('parcel.code_taken', { code: 'WB-1' });
    const busy = problem('server.busy', { seconds: 5 });
    const hidden = problem('field.required', { field: 'map_zoom' });
    const { onCreated, user } = setUp(() => envelope(400, null, [tooLong, taken, busy, hidden]));
    await user.type(screen.getByLabelText('Tracking code'), 'WB-1');
    await user.type(screen.getByLabelText('Recipient name'), 'Ada');
    await user.type(screen.getByLabelText('Destination'), 'Porto');
    await submit(user);

    await screen.findByRole('alert');
    // Not shown by any field of this form: a problem of the request, and a field it has no input
    // for (named readably).
    expect(panelLines()).toEqual([
      'The server is busy. Please try again in 5 seconds.',
      'Map zoom is required',
    ]);
    const code = screen.getByLabelText('Tracking code');
    expect(code).toHaveAccessibleDescription(
      'Tracking code "WB-1" is already used by another parcel',
    );
    expect(screen.getByLabelText('Recipient name')).toHaveAccessibleDescription(
      'Recipient name must be at most 300 characters',
    );
    // The first wrong field on screen, though the server listed the other first.
    expect(code).toHaveFocus();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(onCreated).not.toHaveBeenCalled();
  });
});

/** A form with a field outside the form's values: a picture kept by the screen. */
function PictureForm() {
  const [file, setFile] = useState<File | null>(null);
  const form = useSchemaForm(parcelCreateSchema, {
    defaultValues: { tracking_code: 'WB-1', recipient_name: 'Ada', destination: 'Lagos' },
  });
  const { onSubmit, fetching } = useFormSubmit(form, {
    check: () => (file ? [] : [problem('image.required')]),
    send: () => Promise.reject(new Error('not sent in this test')),
  });
  return (
    <Form form={form} onSubmit={onSubmit}>
      <Field label="Recipient name" {...form.register('recipient_name')} />
      <ImageField label="Parcel photo" name="image" file={file} onFileChange={setFile} />
      <FormErrors />
      <SubmitButton text="Upload" fetching={fetching} />
    </Form>
  );
}

describe('a field outside the form’s values', () => {
  it('gets its error by its own label and the focus', async () => {
    render(<PictureForm />, { wrapper: withClient(testClient()) });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    const picker = screen.getByLabelText('Parcel photo');
    await vi.waitFor(() => expect(picker).toHaveAccessibleDescription('Parcel photo is required'));
    expect(picker).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

/** A form whose schema has a coded refinement (the confirmation must match). */
function PasswordForm() {
  const form = useSchemaForm(passwordUserSchema, {
    defaultValues: { password: 'old-password-1', new_password: '', confirm_new_password: '' },
  });
  const { onSubmit, fetching } = useFormSubmit(form, {
    send: () => Promise.reject(new Error('not sent in this test')),
  });
  return (
    <Form form={form} onSubmit={onSubmit}>
      <Field label="New password" type="password" {...form.register('new_password')} />
      <Field label="Repeat it" type="password" {...form.register('confirm_new_password')} />
      <FormErrors />
      <SubmitButton text="Change" fetching={fetching} />
    </Form>
  );
}

describe('a refinement of the schema', () => {
  it('is said by its code with the fields’ labels, not by the schema’s English sentence', async () => {
    render(<PasswordForm />, { wrapper: withClient(testClient()) });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'new-password-1');
    await user.type(screen.getByLabelText('Repeat it'), 'new-password-2');
    await user.click(screen.getByRole('button', { name: 'Change' }));

    const repeat = screen.getByLabelText('Repeat it');
    await vi.waitFor(() =>
      expect(repeat).toHaveAccessibleDescription('Repeat it must match New password'),
    );
    expect(repeat).toHaveFocus();
  });
});

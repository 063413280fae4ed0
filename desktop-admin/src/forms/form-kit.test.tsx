import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createParcel,
  listParcels,
  parcelCreateSchema,
  problem,
  type Parcel,
} from '@waybill/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useEndpointMutation } from '../app/queries';
import { envelope, fakeServer, paged, parcelRow, testClient, withClient } from '../test/fake-api';
import {
  Field,
  Form,
  FormErrors,
  FormSuccess,
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
  it('shows the shared schema’s errors by each field and in the red panel, sending nothing', async () => {
    const { server, user } = setUp();
    await submit(user);

    const recipient = screen.getByLabelText('Recipient name');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(recipient).toHaveAttribute('aria-invalid', 'true');
    expect(recipient).toHaveAccessibleDescription('recipient_name is required');
    expect(screen.getByLabelText('Destination')).toHaveAccessibleDescription(
      'destination is required',
    );
    // The tracking code may be left empty: the server makes one.
    expect(screen.getByLabelText('Tracking code')).not.toHaveAttribute('aria-invalid');
    expect(panelLines()).toEqual(['recipient_name is required', 'destination is required']);
    expect(server.requests).toHaveLength(0);
  });

  it('clears a field’s error once it is filled in', async () => {
    const { user } = setUp();
    await submit(user);
    await screen.findByRole('alert');

    await user.type(screen.getByLabelText('Recipient name'), 'Ada');
    await vi.waitFor(() =>
      expect(screen.getByLabelText('Recipient name')).not.toHaveAttribute('aria-invalid'),
    );
    expect(panelLines()).toEqual(['destination is required']);
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

  it('puts a server problem naming a field by that field, and the others in the panel', async () => {
    const tooLong = problem('field.too_long', { field: 'recipient_name', max: 300 });
    const taken = problem('parcel.code_taken', { code: 'WB-1' });
    const { onCreated, user } = setUp(() => envelope(400, null, [tooLong, taken]));
    await user.type(screen.getByLabelText('Tracking code'), 'WB-1');
    await user.type(screen.getByLabelText('Recipient name'), 'Ada');
    await user.type(screen.getByLabelText('Destination'), 'Porto');
    await submit(user);

    await screen.findByRole('alert');
    expect(panelLines()).toEqual([
      'recipient_name must be at most 300 characters',
      'tracking_code "WB-1" is already used by another parcel',
    ]);
    expect(screen.getByLabelText('Recipient name')).toHaveAccessibleDescription(
      'recipient_name must be at most 300 characters',
    );
    // The code is named in a value, not as the field: it stays in the panel only.
    expect(screen.getByLabelText('Tracking code')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(onCreated).not.toHaveBeenCalled();
  });
});

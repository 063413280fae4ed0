import { createParcel, listParcels, parcelCreateSchema } from '@waybill/shared';
import { useNavigate } from 'react-router';
import { PARCELS, parcelPaths } from '../app/paths';
import { useEndpointMutation } from '../app/queries';
import {
  Field,
  Form,
  FormErrors,
  FormSuccess,
  SubmitButton,
  showSuccess,
  useFormSubmit,
  useSchemaForm,
} from '../forms';
import { LinkButton } from '../layout/LinkButton';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { ParcelBreadcrumbs } from './ParcelBreadcrumbs';

/**
 * /control/parcels/create.html: the recipient and destination, and a tracking code the server
 * makes when left empty; the rest is set on the update screen.
 */
export function ParcelCreate() {
  useDocumentTitle('Create Parcel');
  const navigate = useNavigate();
  const form = useSchemaForm(parcelCreateSchema, {
    defaultValues: { tracking_code: '', recipient_name: '', destination: '' },
  });
  const create = useEndpointMutation(createParcel, { invalidates: [listParcels] });
  const { onSubmit, fetching, message } = useFormSubmit(form, {
    send: (body) => create.mutateAsync({ body }),
    onSuccess: ({ data, message: created }) => {
      // The code may be one the server made: staff see it at once, and on the parcel's page.
      void showSuccess(`${created || 'Parcel created'}: ${data.tracking_code}`);
      void navigate(parcelPaths.detail(data.tracking_code));
    },
  });
  const { register } = form;

  return (
    <section className="wb-narrow">
      <ParcelBreadcrumbs current="New parcel" />
      <h1>New parcel</h1>
      <Form form={form} onSubmit={onSubmit}>
        <Field
          label="Tracking code"
          optional
          autoComplete="off"
          helperText="Leave it empty to have one made: random, hard to guess, with a check character."
          {...register('tracking_code')}
        />
        <Field label="Recipient name" autoComplete="off" {...register('recipient_name')} />
        <Field label="Destination" autoComplete="off" {...register('destination')} />
        <FormErrors />
        <FormSuccess message={message} />
        <SubmitButton text="Create parcel" icon="plus" fetching={fetching} fill />
      </Form>
      <div className="wb-form-links">
        <LinkButton to={PARCELS} icon="arrow-left" minimal text="Back to parcels" />
      </div>
    </section>
  );
}

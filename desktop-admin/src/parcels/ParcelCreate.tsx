import { parcelCreateSchema, type Parcel } from '@waybill/shared';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { api } from '../app/api';
import { PARCELS, parcelPaths } from '../app/paths';
import {
  Field,
  Form,
  FormErrors,
  FormSuccess,
  SubmitButton,
  showSuccess,
  succeeded,
  useSubmit,
} from '../forms';
import { LinkButton } from '../layout/LinkButton';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { ParcelBreadcrumbs } from './ParcelBreadcrumbs';

interface ParcelCreateValues {
  tracking_code: string;
  recipient_name: string;
  destination: string;
}

/** /control/parcels/create.html: the three required fields; the rest is set on the update screen. */
export function ParcelCreate() {
  useDocumentTitle('Create Parcel');
  const navigate = useNavigate();
  const { register, handleSubmit } = useForm<ParcelCreateValues>({
    defaultValues: { tracking_code: '', recipient_name: '', destination: '' },
  });
  const { submit, fetching, errors, message } = useSubmit(parcelCreateSchema, (data) =>
    api.sendJson<Parcel>('/api/parcels', data),
  );

  const onSubmit = handleSubmit(async (values) => {
    const result = await submit(values);
    if (succeeded(result) && result.data) {
      void showSuccess(result.message || 'Parcel created');
      void navigate(parcelPaths.detail(result.data.tracking_code));
    }
  });

  return (
    <section className="wb-narrow">
      <ParcelBreadcrumbs current="New parcel" />
      <h1>New parcel</h1>
      <Form onSubmit={onSubmit}>
        <Field label="Tracking code" autoComplete="off" {...register('tracking_code')} />
        <Field label="Recipient name" autoComplete="off" {...register('recipient_name')} />
        <Field label="Destination" autoComplete="off" {...register('destination')} />
        <FormErrors errors={errors} />
        <FormSuccess message={message} />
        <SubmitButton text="Create parcel" icon="plus" fetching={fetching} fill />
      </Form>
      <div className="wb-form-links">
        <LinkButton to={PARCELS} icon="arrow-left" minimal text="Back to parcels" />
      </div>
    </section>
  );
}

import { createReview, listStaffReviews, reviewCreateSchema } from '@waybill/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { REVIEWS } from '../app/paths';
import { useEndpointMutation } from '../app/queries';
import {
  Field,
  Form,
  FormErrors,
  FormSuccess,
  ImageField,
  SubmitButton,
  TextAreaField,
  showSuccess,
  useFormSubmit,
  useSchemaForm,
} from '../forms';
import { LinkButton } from '../layout/LinkButton';
import { EditScreen } from '../layout/EditScreen';
import { ReviewBreadcrumbs } from './ReviewBreadcrumbs';
import { t } from '../i18n/i18n';

/** /control/reviews/create.html: who said it, what they said, and their photo if there is one. */
export function ReviewCreate() {
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const form = useSchemaForm(reviewCreateSchema, { defaultValues: { name: '', review: '' } });
  const create = useEndpointMutation(createReview, { invalidates: [listStaffReviews] });
  const { onSubmit, fetching, message, clear } = useFormSubmit(form, {
    successMessage: t('reviews.added'),
    send: (data) => {
      // Multipart (docs/product.md §6.4): the server checks the picture by its content.
      const body = new FormData();
      body.set('name', data.name);
      body.set('review', data.review);
      if (file) body.set('image', file);
      return create.mutateAsync({ body });
    },
    onSuccess: () => {
      void showSuccess(t('reviews.added'));
      void navigate(REVIEWS);
    },
  });
  const { register } = form;

  return (
    <EditScreen
      title={t('reviews.newReview')}
      documentTitle={t('reviews.createTitle')}
      breadcrumbs={<ReviewBreadcrumbs current={t('reviews.newReview')} />}
      width="medium"
    >
      <Form form={form} onSubmit={onSubmit}>
        <Field label={t('reviews.fieldName')} autoComplete="off" {...register('name')} />
        <TextAreaField label={t('reviews.fieldReview')} {...register('review')} />
        <ImageField
          label={t('reviews.fieldImage')}
          name="image"
          optional
          file={file}
          onFileChange={(chosen) => {
            setFile(chosen);
            clear();
          }}
          helperText={t('reviews.imageHelp')}
        />
        <FormErrors />
        <FormSuccess message={message} />
        <div className="wb-form-actions">
          <SubmitButton text={t('reviews.add')} icon="plus" fetching={fetching} />
          <LinkButton to={REVIEWS} minimal text={t('reviews.cancel')} />
        </div>
      </Form>
    </EditScreen>
  );
}

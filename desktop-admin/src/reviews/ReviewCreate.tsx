import { createReview, listReviews, reviewCreateSchema } from '@waybill/shared';
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
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { ReviewBreadcrumbs } from './ReviewBreadcrumbs';

/** /control/reviews/create.html: who said it, what they said, and their photo if there is one. */
export function ReviewCreate() {
  useDocumentTitle('Create Review');
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const form = useSchemaForm(reviewCreateSchema, { defaultValues: { name: '', review: '' } });
  const create = useEndpointMutation(createReview, { invalidates: [listReviews] });
  const { onSubmit, fetching, message, clear } = useFormSubmit(form, {
    send: (data) => {
      // Multipart (docs/product.md §6.4): the server checks the picture by its content.
      const body = new FormData();
      body.set('name', data.name);
      body.set('review', data.review);
      if (file) body.set('image', file);
      return create.mutateAsync({ body });
    },
    onSuccess: ({ message: added }) => {
      void showSuccess(added || 'Review added');
      void navigate(REVIEWS);
    },
  });
  const { register } = form;

  return (
    <section className="wb-medium">
      <ReviewBreadcrumbs current="New review" />
      <h1>New review</h1>
      <Form form={form} onSubmit={onSubmit}>
        <Field label="Name" autoComplete="off" {...register('name')} />
        <TextAreaField label="Review" {...register('review')} />
        <ImageField
          label="Image"
          name="image"
          optional
          file={file}
          onFileChange={(chosen) => {
            setFile(chosen);
            clear();
          }}
          helperText="A JPEG or PNG photo of the customer, at most 5 MB."
        />
        <FormErrors />
        <FormSuccess message={message} />
        <div className="wb-form-actions">
          <SubmitButton text="Add review" icon="plus" fetching={fetching} />
          <LinkButton to={REVIEWS} minimal text="Cancel" />
        </div>
      </Form>
    </section>
  );
}

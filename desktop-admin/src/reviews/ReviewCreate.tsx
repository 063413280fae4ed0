import { reviewCreateSchema, type Review } from '@waybill/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { api } from '../app/api';
import { REVIEWS } from '../app/paths';
import {
  Field,
  Form,
  FormErrors,
  FormSuccess,
  ImageField,
  SubmitButton,
  TextAreaField,
  showSuccess,
  succeeded,
  useSubmit,
} from '../forms';
import { LinkButton } from '../layout/LinkButton';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { ReviewBreadcrumbs } from './ReviewBreadcrumbs';

interface ReviewCreateValues {
  name: string;
  review: string;
}

/** /control/reviews/create.html: who said it, what they said, and their photo if there is one. */
export function ReviewCreate() {
  useDocumentTitle('Create Review');
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const { register, handleSubmit } = useForm<ReviewCreateValues>({
    defaultValues: { name: '', review: '' },
  });
  const { submit, fetching, errors, message, reset } = useSubmit(reviewCreateSchema, (data) => {
    // Multipart (docs/product.md §6.4): the server checks the picture by its content.
    const body = new FormData();
    body.set('name', data.name);
    body.set('review', data.review);
    if (file) body.set('image', file);
    return api.sendForm<Review>('/api/reviews', body);
  });

  const onSubmit = handleSubmit(async (values) => {
    const result = await submit(values);
    if (succeeded(result)) {
      void showSuccess(result.message || 'Review added');
      void navigate(REVIEWS);
    }
  });

  return (
    <section className="wb-medium">
      <ReviewBreadcrumbs current="New review" />
      <h1>New review</h1>
      <Form onSubmit={onSubmit}>
        <Field label="Name" autoComplete="off" {...register('name')} />
        <TextAreaField label="Review" {...register('review')} />
        <ImageField
          label="Image"
          name="image"
          optional
          file={file}
          onFileChange={(chosen) => {
            setFile(chosen);
            reset();
          }}
          helperText="A JPEG or PNG photo of the customer, at most 5 MB."
        />
        <FormErrors errors={errors} />
        <FormSuccess message={message} />
        <div className="wb-form-actions">
          <SubmitButton text="Add review" icon="plus" fetching={fetching} />
          <LinkButton to={REVIEWS} minimal text="Cancel" />
        </div>
      </Form>
    </section>
  );
}

import { createPage, DEFAULT_PAGE_ICON, listPages, pageCreateSchema } from '@waybill/shared';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { PAGES, pageEditPath } from '../app/paths';
import { useEndpointMutation } from '../app/queries';
import { ContentEditor } from '../content/ContentEditor';
import {
  ChoiceField,
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
import { PageBreadcrumbs } from './PageBreadcrumbs';
import { PAGE_ICON_OPTIONS } from './PageIcon';

/** /control/pages/create.html: title, body and icon; the server makes the slug from the title. */
export function PageCreate() {
  useDocumentTitle('Create Page');
  const navigate = useNavigate();
  const form = useSchemaForm(pageCreateSchema, {
    defaultValues: { title: '', content: '', icon: DEFAULT_PAGE_ICON },
  });
  const { register, control } = form;
  const content = useWatch({ control, name: 'content' });
  const create = useEndpointMutation(createPage, { invalidates: [listPages] });
  const { onSubmit, fetching, message } = useFormSubmit(form, {
    send: (body) => create.mutateAsync({ body }),
    onSuccess: ({ data: page, message: created }) => {
      void showSuccess(created || 'Page created');
      void navigate(pageEditPath(page.slug));
    },
  });

  return (
    <section>
      <PageBreadcrumbs current="New page" />
      <h1>New page</h1>
      <Form form={form} onSubmit={onSubmit}>
        <div className="wb-page-head">
          <Field
            label="Title"
            autoComplete="off"
            helperText="The page's address is made from it, e.g. /pages/about-us."
            {...register('title')}
          />
          <ChoiceField label="Icon" options={PAGE_ICON_OPTIONS} {...register('icon')} />
        </div>
        <ContentEditor field={register('content')} content={content} />
        <FormErrors />
        <FormSuccess message={message} />
        <div className="wb-form-actions">
          <SubmitButton text="Create page" icon="plus" fetching={fetching} />
          <LinkButton to={PAGES} minimal text="Cancel" />
        </div>
      </Form>
    </section>
  );
}

import { DEFAULT_PAGE_ICON, pageCreateSchema, type Page } from '@waybill/shared';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { api } from '../app/api';
import { PAGES, pageEditPath } from '../app/paths';
import { ContentEditor } from '../content/ContentEditor';
import {
  ChoiceField,
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
import { PageBreadcrumbs } from './PageBreadcrumbs';
import { PAGE_ICON_OPTIONS } from './PageIcon';

interface PageCreateValues {
  title: string;
  content: string;
  icon: string;
}

/** /control/pages/create.html: title, body and icon; the server makes the slug from the title. */
export function PageCreate() {
  useDocumentTitle('Create Page');
  const navigate = useNavigate();
  const { register, handleSubmit, control } = useForm<PageCreateValues>({
    defaultValues: { title: '', content: '', icon: DEFAULT_PAGE_ICON },
  });
  const content = useWatch({ control, name: 'content' });
  const { submit, fetching, errors, message } = useSubmit(pageCreateSchema, (data) =>
    api.sendJson<Page>('/api/pages', data),
  );

  const onSubmit = handleSubmit(async (values) => {
    const result = await submit(values);
    if (succeeded(result) && result.data) {
      void showSuccess(result.message || 'Page created');
      void navigate(pageEditPath(result.data.slug));
    }
  });

  return (
    <section>
      <PageBreadcrumbs current="New page" />
      <h1>New page</h1>
      <Form onSubmit={onSubmit}>
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
        <FormErrors errors={errors} />
        <FormSuccess message={message} />
        <div className="wb-form-actions">
          <SubmitButton text="Create page" icon="plus" fetching={fetching} />
          <LinkButton to={PAGES} minimal text="Cancel" />
        </div>
      </Form>
    </section>
  );
}

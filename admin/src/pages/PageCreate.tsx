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
import { EditScreen } from '../layout/EditScreen';
import { PageBreadcrumbs } from './PageBreadcrumbs';
import { pageIconOptions } from './PageIcon';
import { t } from '../i18n/i18n';

/** /control/pages/create.html: title, body and icon; the server makes the slug from the title. */
export function PageCreate() {
  const navigate = useNavigate();
  const form = useSchemaForm(pageCreateSchema, {
    defaultValues: { title: '', content: '', icon: DEFAULT_PAGE_ICON },
  });
  const { register, control } = form;
  const content = useWatch({ control, name: 'content' });
  const create = useEndpointMutation(createPage, { invalidates: [listPages] });
  const { onSubmit, fetching, message } = useFormSubmit(form, {
    successMessage: t('pages.created'),
    send: (body) => create.mutateAsync({ body }),
    onSuccess: ({ data: page }) => {
      void showSuccess(t('pages.created'));
      void navigate(pageEditPath(page.slug));
    },
  });

  return (
    <EditScreen
      title={t('pages.newPage')}
      documentTitle={t('pages.createTitle')}
      breadcrumbs={<PageBreadcrumbs current={t('pages.newPage')} />}
    >
      <Form form={form} onSubmit={onSubmit}>
        <div className="wb-page-head">
          <Field
            label={t('pages.fieldTitle')}
            autoComplete="off"
            helperText={t('pages.titleHelp')}
            {...register('title')}
          />
          <ChoiceField
            label={t('pages.fieldIcon')}
            options={pageIconOptions()}
            {...register('icon')}
          />
        </div>
        <ContentEditor field={register('content')} content={content} />
        <FormErrors />
        <FormSuccess message={message} />
        <div className="wb-form-actions">
          <SubmitButton text={t('pages.create')} icon="plus" fetching={fetching} />
          <LinkButton to={PAGES} minimal text={t('pages.cancel')} />
        </div>
      </Form>
    </EditScreen>
  );
}

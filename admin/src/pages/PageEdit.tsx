import { AnchorButton, NonIdealState } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  deletePage,
  getPage,
  listPages,
  PAGE_HEROES,
  PAGE_OVERLAYS,
  pageDeleteSchema,
  pageUpdateSchema,
  updatePage,
  type Page,
  type PageUpdatePayload,
  typedText,
} from '@waybill/shared';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { PAGES, pageEditPath, publicPagePath } from '../app/paths';
import { notFoundText } from '../app/problems';
import { setEndpointData, useEndpointMutation, useRecord, type RecordQuery } from '../app/queries';
import { ContentEditor } from '../content/ContentEditor';
import {
  ChoiceField,
  DeleteButton,
  Field,
  Form,
  FormErrors,
  FormSuccess,
  SelectField,
  SubmitButton,
  showSuccess,
  useFormSubmit,
  useSchemaForm,
} from '../forms';
import { LinkButton } from '../layout/LinkButton';
import { LoadGate } from '../layout/LoadGate';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { PageBreadcrumbs } from './PageBreadcrumbs';
import { pageIconOptions } from './PageIcon';
import { t } from '../i18n/i18n';

/** The edit form's values, as the inputs hold them (an empty optional field is ''). */
interface PageEditValues {
  id: number;
  slug: string;
  title: string;
  sub_title: string;
  icon: string;
  hero: string;
  overlay: string;
  content: string;
}

/** The choices of a select: "None" (sent as empty), then the codes as they are named. */
function optionsOf(codes: readonly string[]) {
  return [
    { value: '', label: t('pages.none') },
    ...codes.map((code) => ({ value: code, label: code })),
  ];
}

function toValues(page: Page): PageEditValues {
  return {
    id: page.id,
    slug: page.slug,
    title: page.title,
    sub_title: page.sub_title ?? '',
    icon: page.icon,
    hero: page.hero ?? '',
    overlay: page.overlay ?? '',
    content: page.content,
  };
}

/** Every field is sent: an optional one left empty goes as null, so the server clears it. */
function toPayload(data: PageUpdatePayload): Record<string, unknown> {
  return {
    ...data,
    hero: data.hero ?? null,
    overlay: data.overlay ?? null,
    sub_title: data.sub_title ?? null,
  };
}

/** /control/pages/{slug}: every field of a page, the body with its live preview, and delete. */
export function PageEdit() {
  const slug = useParams().slug ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const loader = useRecord(getPage, { params: { slug } }, { fresh: true });
  // The copy the last save answered: the form stays on screen while the address follows a new slug.
  const [saved, setSaved] = useState<Page | null>(null);
  const shown: RecordQuery<Page> =
    saved?.slug === slug
      ? { load: { status: 'found', data: saved }, reload: loader.reload }
      : loader;
  const title = shown.load.status === 'found' ? shown.load.data.title : slug;
  useDocumentTitle(t('pages.editTitle', { title }));

  const onSaved = (page: Page) => {
    setEndpointData(queryClient, getPage, { params: { slug: page.slug } }, page);
    setSaved(page);
    // A new slug is a new address: the screen moves there (and Back does not lead to a 404).
    if (page.slug !== slug) void navigate(pageEditPath(page.slug), { replace: true });
  };

  return (
    <section>
      <PageBreadcrumbs current={title} />
      <LoadGate
        loader={shown}
        what={t('pages.what')}
        notFound={
          <NonIdealState
            icon="search"
            title={notFoundText()}
            description={t('pages.notFound', { slug })}
            action={<LinkButton to={PAGES} icon="arrow-left" text={t('pages.backToPages')} />}
          />
        }
      >
        {(page) => <PageEditForm key={page.id} page={page} onSaved={onSaved} />}
      </LoadGate>
    </section>
  );
}

interface PageEditFormProps {
  page: Page;
  onSaved: (page: Page) => void;
}

function PageEditForm({ page, onSaved }: PageEditFormProps) {
  const navigate = useNavigate();
  const form = useSchemaForm(pageUpdateSchema, {
    defaultValues: toValues(page) satisfies PageEditValues,
  });
  const { register, control } = form;
  const content = useWatch({ control, name: 'content' });
  const update = useEndpointMutation(updatePage, { invalidates: [listPages] });
  const remove = useEndpointMutation(deletePage, { invalidates: [listPages] });
  const { onSubmit, fetching, message } = useFormSubmit(form, {
    successMessage: t('pages.updated'),
    send: (data) => update.mutateAsync({ body: toPayload(data) }),
    onSuccess: ({ data: savedPage }) => {
      form.reset(toValues(savedPage));
      onSaved(savedPage);
    },
  });

  const onDeleted = () => {
    void showSuccess(t('pages.deleted'));
    void navigate(PAGES, { replace: true });
  };

  return (
    <>
      <div className="wb-title-row">
        <h1>{page.title}</h1>
        <div className="wb-form-actions" role="toolbar" aria-label={t('pages.actions')}>
          <AnchorButton
            href={publicPagePath(page.slug)}
            target="_blank"
            rel="noreferrer"
            icon="share"
            text={t('pages.viewOnSite')}
          />
          <DeleteButton
            access={deletePage.access}
            schema={pageDeleteSchema}
            values={{ id: page.id }}
            send={(body) => remove.mutateAsync({ body })}
            onDeleted={onDeleted}
            confirmText={t('pages.confirm_delete', { title: typedText(page.title) })}
          />
        </div>
      </div>
      <Form form={form} onSubmit={onSubmit}>
        <div className="wb-form-columns">
          <div>
            <Field label={t('pages.fieldTitle')} autoComplete="off" {...register('title')} />
            <Field
              label={t('pages.fieldSubTitle')}
              optional
              autoComplete="off"
              {...register('sub_title')}
            />
            <Field
              label={t('pages.fieldSlug')}
              autoComplete="off"
              spellCheck={false}
              className="wb-code"
              helperText={t('pages.slugHelp')}
              {...register('slug')}
            />
          </div>
          <div>
            <ChoiceField
              label={t('pages.fieldIcon')}
              options={pageIconOptions()}
              {...register('icon')}
            />
            <div className="wb-inline-fields">
              <SelectField
                label={t('pages.fieldHero')}
                optional
                fill
                options={optionsOf(PAGE_HEROES)}
                helperText={t('pages.heroHelp')}
                {...register('hero')}
              />
              <SelectField
                label={t('pages.fieldOverlay')}
                optional
                fill
                options={optionsOf(PAGE_OVERLAYS)}
                helperText={t('pages.overlayHelp')}
                {...register('overlay')}
              />
            </div>
          </div>
        </div>
        <ContentEditor field={register('content')} content={content} />
        <FormErrors />
        <FormSuccess message={message} />
        <div className="wb-form-actions">
          <SubmitButton text={t('pages.save')} icon="floppy-disk" fetching={fetching} />
          <LinkButton to={PAGES} minimal text={t('pages.backToPages')} />
        </div>
      </Form>
    </>
  );
}

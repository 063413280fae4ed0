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
} from '@waybill/shared';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { PAGES, pageEditPath, publicPagePath } from '../app/paths';
import { NOT_FOUND_TEXT } from '../app/problems';
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
import { PAGE_ICON_OPTIONS } from './PageIcon';

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

const HERO_OPTIONS = [
  { value: '', label: 'None' },
  ...PAGE_HEROES.map((hero) => ({ value: hero, label: hero })),
];
const OVERLAY_OPTIONS = [
  { value: '', label: 'None' },
  ...PAGE_OVERLAYS.map((overlay) => ({ value: overlay, label: overlay })),
];

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
  useDocumentTitle(`Edit ${title}`);

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
        what="The page"
        notFound={
          <NonIdealState
            icon="search"
            title={NOT_FOUND_TEXT}
            description={`No page has the address “${slug}”.`}
            action={<LinkButton to={PAGES} icon="arrow-left" text="Back to pages" />}
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
    send: (data) => update.mutateAsync({ body: toPayload(data) }),
    onSuccess: ({ data: savedPage }) => {
      form.reset(toValues(savedPage));
      onSaved(savedPage);
    },
  });

  const onDeleted = (deletedMessage: string) => {
    void showSuccess(deletedMessage || 'Page deleted');
    void navigate(PAGES, { replace: true });
  };

  return (
    <>
      <div className="wb-title-row">
        <h1>{page.title}</h1>
        <div className="wb-form-actions" role="toolbar" aria-label="Page actions">
          <AnchorButton
            href={publicPagePath(page.slug)}
            target="_blank"
            rel="noreferrer"
            icon="share"
            text="View on site"
          />
          <DeleteButton
            schema={pageDeleteSchema}
            values={{ id: page.id }}
            send={(body) => remove.mutateAsync({ body })}
            onDeleted={(answer) => onDeleted(answer.message)}
          />
        </div>
      </div>
      <Form form={form} onSubmit={onSubmit}>
        <div className="wb-form-columns">
          <div>
            <Field label="Title" autoComplete="off" {...register('title')} />
            <Field label="Sub-title" optional autoComplete="off" {...register('sub_title')} />
            <Field
              label="Slug"
              autoComplete="off"
              spellCheck={false}
              className="wb-code"
              helperText="Lowercase letters, digits and dashes: the page's address is /pages/{slug}. Links to the old address stop working."
              {...register('slug')}
            />
          </div>
          <div>
            <ChoiceField label="Icon" options={PAGE_ICON_OPTIONS} {...register('icon')} />
            <div className="wb-inline-fields">
              <SelectField
                label="Hero"
                optional
                fill
                options={HERO_OPTIONS}
                helperText="The picture behind the title."
                {...register('hero')}
              />
              <SelectField
                label="Overlay"
                optional
                fill
                options={OVERLAY_OPTIONS}
                helperText="A shade over the picture."
                {...register('overlay')}
              />
            </div>
          </div>
        </div>
        <ContentEditor field={register('content')} content={content} />
        <FormErrors />
        <FormSuccess message={message} />
        <div className="wb-form-actions">
          <SubmitButton text="Save" icon="floppy-disk" fetching={fetching} />
          <LinkButton to={PAGES} minimal text="Back to pages" />
        </div>
      </Form>
    </>
  );
}

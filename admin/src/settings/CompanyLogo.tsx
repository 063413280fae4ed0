import { NonIdealState } from '@blueprintjs/core';
import {
  LOGO_MAX_BYTES,
  companyLogoSchema,
  getSetupChecklist,
  problem,
  removeCompanyLogo,
  uploadCompanyLogo,
  type Settings,
} from '@waybill/shared';
import { useState } from 'react';
import { useEndpointMutation } from '../app/queries';
import { uploadedImageUrl } from '../app/uploads';
import {
  DeleteButton,
  Form,
  FormErrors,
  FormSuccess,
  ImageField,
  SubmitButton,
  useFormSubmit,
  useSchemaForm,
} from '../forms';
import { formatNumber, t } from '../i18n/i18n';
import type { SettingsFormProps } from './SettingsScreen';

/**
 * The company's logo (docs/product.md §4.3): printed on labels and invoices and shown in the
 * public site's header. The server re-encodes the picture and refuses any file that is not one.
 */
export function CompanyLogo({ settings, onSaved }: SettingsFormProps) {
  // Files do not round-trip through form values: the chosen one is kept here.
  const [file, setFile] = useState<File | null>(null);
  const form = useSchemaForm(companyLogoSchema, { defaultValues: {} });
  const upload = useEndpointMutation(uploadCompanyLogo, { invalidates: [getSetupChecklist] });
  const remove = useEndpointMutation(removeCompanyLogo, { invalidates: [getSetupChecklist] });
  const { onSubmit, fetching, message, clear } = useFormSubmit(form, {
    successMessage: t('settings.logo.saved'),
    check: () => (file ? [] : [problem('image.required')]),
    send: () => {
      // A multipart form; the server checks the file's content.
      const body = new FormData();
      if (file) body.set('image', file);
      return upload.mutateAsync({ body });
    },
    onSuccess: ({ data: saved }) => {
      setFile(null);
      onSaved(saved);
    },
  });
  const max = formatNumber(LOGO_MAX_BYTES / 1024 / 1024);

  return (
    <section aria-labelledby="wb-logo-title" className="wb-settings-section">
      <h2 id="wb-logo-title">{t('settings.logo.title')}</h2>
      {settings.company_logo ? (
        <figure className="wb-logo-current">
          <img src={uploadedImageUrl(settings.company_logo)} alt={t('settings.logo.current')} />
        </figure>
      ) : (
        <NonIdealState icon="media" title={t('settings.logo.none')} layout="horizontal" />
      )}
      <Form form={form} onSubmit={onSubmit}>
        <ImageField
          label={t('settings.logo.field')}
          name="image"
          file={file}
          onFileChange={(chosen) => {
            setFile(chosen);
            clear();
          }}
          helperText={t('settings.logo.help', { max })}
        />
        <FormErrors />
        <FormSuccess message={message} />
        <div className="wb-form-actions">
          <SubmitButton text={t('settings.logo.submit')} icon="upload" fetching={fetching} />
          {settings.company_logo && (
            <DeleteButton
              access={removeCompanyLogo.access}
              schema={companyLogoSchema}
              values={{}}
              send={() => remove.mutateAsync({})}
              onDeleted={(answer) => onSaved(answer.data as Settings)}
              text={t('settings.logo.remove')}
              confirmText={t('settings.logo.removeConfirm')}
            />
          )}
        </div>
      </Form>
    </section>
  );
}

import { Callout } from '@blueprintjs/core';
import { getSetupChecklist, settingsPublicUrlSchema } from '@waybill/shared';
import { useQueryClient } from '@tanstack/react-query';
import { invalidateEndpoints, useEndpointQuery } from '../app/queries';
import { Field, Form, FormErrors, FormSuccess, SubmitButton } from '../forms';
import { t } from '../i18n/i18n';
import { everyField, useSettingsForm, type SettingsFormProps } from './SettingsScreen';

/**
 * The site's public address kept in settings (docs/product.md §4.3): what links in e-mails and
 * printed QR codes start with when the server has no PUBLIC_URL. PUBLIC_URL wins: the screen says
 * so when it is set.
 */
export function PublicAddress(props: SettingsFormProps) {
  const queryClient = useQueryClient();
  const checklist = useEndpointQuery(getSetupChecklist, {});
  const { form, onSubmit, fetching, message } = useSettingsForm(
    settingsPublicUrlSchema,
    (source) => everyField(['public_url'] as const, source),
    {
      ...props,
      onSaved: (saved) => {
        props.onSaved(saved);
        void invalidateEndpoints(queryClient, [getSetupChecklist]);
      },
    },
  );
  const environment =
    checklist.data?.public_url.source === 'environment' ? checklist.data.public_url.value : null;

  return (
    // Not labelled by its heading: "Address" on this screen names the company's street address.
    <section className="wb-settings-section">
      <h2>{t('settings.publicUrl.title')}</h2>
      {environment && (
        <Callout intent="primary" icon={null}>
          {t('settings.publicUrl.fromEnvironment', { address: environment })}
        </Callout>
      )}
      <Form form={form} onSubmit={onSubmit}>
        <Field
          label={t('settings.publicUrl.field')}
          optional
          inputMode="url"
          autoComplete="url"
          placeholder="https://"
          helperText={t('settings.publicUrl.help')}
          {...form.register('public_url')}
        />
        <FormErrors />
        <FormSuccess message={message} />
        <SubmitButton
          text={t('settings.publicUrl.submit')}
          icon="floppy-disk"
          fetching={fetching}
        />
      </Form>
    </section>
  );
}

import { CHAT_CODE_MAX, settingsHtmlSchema } from '@waybill/shared';
import { Field, Form, FormErrors, FormSuccess, SubmitButton, TextAreaField } from '../forms';
import {
  SettingsScreen,
  everyField,
  useSettingsForm,
  type SettingsFormProps,
} from './SettingsScreen';
import { t } from '../i18n/i18n';

const HTML_FIELDS = ['meta_description', 'chat_code'] as const;
type HtmlValues = Record<(typeof HTML_FIELDS)[number], string>;

/** /control/settings/html: the meta description and the chat widget of the public site. */
export function HtmlSettings() {
  return (
    <SettingsScreen title={t('settings.html')}>
      {(settings, onSaved) => <HtmlForm settings={settings} onSaved={onSaved} />}
    </SettingsScreen>
  );
}

function HtmlForm(props: SettingsFormProps) {
  // Every field is sent: one left empty goes as '', so the server clears it.
  const { form, onSubmit, fetching, message } = useSettingsForm(
    settingsHtmlSchema,
    (source): HtmlValues => everyField(HTML_FIELDS, source),
    props,
  );
  const { register } = form;

  return (
    <Form form={form} onSubmit={onSubmit}>
      <Field
        label={t('settings.metaDescription')}
        optional
        helperText={t('settings.metaDescriptionHelp')}
        {...register('meta_description')}
      />
      <TextAreaField
        label={t('settings.chatCode')}
        optional
        maxLength={CHAT_CODE_MAX}
        spellCheck={false}
        className="wb-code-input"
        helperText={t('settings.chatCodeHelp')}
        {...register('chat_code')}
      />
      <FormErrors />
      <FormSuccess message={message} />
      <SubmitButton text={t('settings.save')} icon="floppy-disk" fetching={fetching} />
    </Form>
  );
}

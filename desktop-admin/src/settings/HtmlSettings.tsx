import { CHAT_CODE_MAX, settingsHtmlSchema } from '@waybill/shared';
import { Field, Form, FormErrors, FormSuccess, SubmitButton, TextAreaField } from '../forms';
import {
  SettingsScreen,
  everyField,
  useSettingsForm,
  type SettingsFormProps,
} from './SettingsScreen';

const HTML_FIELDS = ['meta_description', 'chat_code'] as const;
type HtmlValues = Record<(typeof HTML_FIELDS)[number], string>;

/** /control/settings/html: the meta description and the chat widget of the public site. */
export function HtmlSettings() {
  return (
    <SettingsScreen title="Html Settings">
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
        label="Meta description"
        optional
        helperText="The summary search engines show under the site's name."
        {...register('meta_description')}
      />
      <TextAreaField
        label="Chat code"
        optional
        maxLength={CHAT_CODE_MAX}
        spellCheck={false}
        className="wb-code-input"
        helperText="A chat widget's snippet from its provider (Tawk.to, Crisp, Tidio…), pasted as given. It runs in a sealed frame in the bottom-right corner of every public page: it can show its chat, but cannot read or change the site, this control panel or your data. Leave empty for no chat."
        {...register('chat_code')}
      />
      <FormErrors />
      <FormSuccess message={message} />
      <SubmitButton text="Save" icon="floppy-disk" fetching={fetching} />
    </Form>
  );
}

import { CHAT_CODE_MAX, settingsHtmlSchema, type Settings } from '@waybill/shared';
import { useForm } from 'react-hook-form';
import { api } from '../app/api';
import {
  Field,
  Form,
  FormErrors,
  FormSuccess,
  SubmitButton,
  TextAreaField,
  succeeded,
  useSubmit,
} from '../forms';
import { SettingsScreen, everyField, type SettingsFormProps } from './SettingsScreen';

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

function HtmlForm({ settings, onSaved }: SettingsFormProps) {
  const { register, handleSubmit, reset } = useForm<HtmlValues>({
    defaultValues: everyField(HTML_FIELDS, settings),
  });
  const { submit, fetching, errors, message } = useSubmit(settingsHtmlSchema, (data) =>
    api.sendJson<Settings>('/api/settings', everyField(HTML_FIELDS, data), 'PATCH'),
  );

  const onSubmit = handleSubmit(async (values) => {
    const result = await submit(values);
    if (succeeded(result) && result.data) {
      reset(everyField(HTML_FIELDS, result.data));
      onSaved(result.data);
    }
  });

  return (
    <Form onSubmit={onSubmit}>
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
        helperText="HTML added to every public page, e.g. a chat widget's snippet from its provider. It runs for every visitor: paste only code from a provider you trust."
        {...register('chat_code')}
      />
      <FormErrors errors={errors} />
      <FormSuccess message={message} />
      <SubmitButton text="Save" icon="floppy-disk" fetching={fetching} />
    </Form>
  );
}

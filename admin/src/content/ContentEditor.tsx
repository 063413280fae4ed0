import './content.css';
import { LONG_TEXT_MAX } from '@waybill/shared';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextAreaField } from '../forms';
import { ContentPreview } from './ContentPreview';
import { FormattingHelp } from './FormattingHelp';
import { t } from '../i18n/i18n';

export interface ContentEditorProps {
  /** react-hook-form's register('content'). */
  field: UseFormRegisterReturn<'content'>;
  /** The content as typed so far (useWatch), for the live preview. */
  content: string;
}

/** The page body: the textarea and its formatting help, with the live preview beside them. */
export function ContentEditor({ field, content }: ContentEditorProps) {
  return (
    <div className="wb-content-editor">
      <div className="wb-content-input">
        <TextAreaField
          label={t('content.label')}
          optional
          maxLength={LONG_TEXT_MAX}
          spellCheck
          helperText={t('content.help')}
          {...field}
        />
      </div>
      <ContentPreview content={content} />
      <FormattingHelp />
    </div>
  );
}

import { FileInput } from '@blueprintjs/core';
import { useEffect, useMemo, type ChangeEvent, type ReactNode } from 'react';
import { formatNumber, t } from '../i18n/i18n';
import { FieldFrame } from './FieldFrame';

/** docs/product.md §4.10: file uploads accept these extensions (the server checks the content). */
export const IMAGE_ACCEPT = '.jpg,.png,.jpeg';

export interface ImageFieldProps {
  /** The visible label, bound to the file input. */
  label: string;
  name: string;
  /** The chosen file, kept by the screen (files do not round-trip through form values). */
  file: File | null;
  onFileChange: (file: File | null) => void;
  optional?: boolean;
  accept?: string;
  helperText?: ReactNode;
  disabled?: boolean;
}

/** The object URL of a file for an <img>, revoked when the file changes or the screen goes. */
export function useObjectUrl(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => {
    if (url) return () => URL.revokeObjectURL(url);
  }, [url]);
  return url;
}

/** An image file input of the form kit (.jpg, .png, .jpeg) with a preview of the chosen file. */
export function ImageField({
  label,
  name,
  file,
  onFileChange,
  optional = false,
  accept = IMAGE_ACCEPT,
  helperText,
  disabled,
}: ImageFieldProps) {
  const previewUrl = useObjectUrl(file);
  const onInputChange = (event: ChangeEvent<HTMLInputElement>) => {
    onFileChange(event.currentTarget.files?.[0] ?? null);
  };
  return (
    <FieldFrame
      label={label}
      name={name}
      optional={optional}
      helperText={helperText}
      disabled={disabled}
    >
      {(inputId, { intent: _intent, ...state }) => (
        <>
          <FileInput
            fill
            disabled={disabled}
            text={file ? file.name : t('forms.choose_image')}
            hasSelection={file !== null}
            buttonText={t('forms.browse')}
            inputProps={{ id: inputId, name, accept, required: !optional, ...state }}
            onInputChange={onInputChange}
          />
          {previewUrl && file && (
            <figure className="wb-image-preview">
              <img src={previewUrl} alt={t('forms.preview_alt', { name: file.name })} />
              <figcaption>
                {t('forms.preview_caption', { name: file.name, size: formatBytes(file.size) })}
              </figcaption>
            </figure>
          )}
        </>
      )}
    </FieldFrame>
  );
}

function formatBytes(size: number): string {
  const oneDecimal = { minimumFractionDigits: 1, maximumFractionDigits: 1 };
  if (size < 1024) return t('forms.bytes', { size: formatNumber(size) });
  if (size < 1024 * 1024)
    return t('forms.kilobytes', { size: formatNumber(size / 1024, oneDecimal) });
  return t('forms.megabytes', { size: formatNumber(size / (1024 * 1024), oneDecimal) });
}

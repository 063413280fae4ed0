import { FileInput } from '@blueprintjs/core';
import { useEffect, useMemo, type ChangeEvent, type ReactNode } from 'react';
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
      {(inputId) => (
        <>
          <FileInput
            fill
            disabled={disabled}
            text={file ? file.name : 'Choose an image...'}
            hasSelection={file !== null}
            buttonText="Browse"
            inputProps={{ id: inputId, name, accept, required: !optional }}
            onInputChange={onInputChange}
          />
          {previewUrl && file && (
            <figure className="wb-image-preview">
              <img src={previewUrl} alt={`Preview of ${file.name}`} />
              <figcaption>
                Preview: {file.name} ({formatBytes(file.size)})
              </figcaption>
            </figure>
          )}
        </>
      )}
    </FieldFrame>
  );
}

function formatBytes(size: number): string {
  if (size < 1024) return `${size} B`;
  if (size < 1024 * 1024) return `${(size / 1024).toFixed(1)} KB`;
  return `${(size / (1024 * 1024)).toFixed(1)} MB`;
}

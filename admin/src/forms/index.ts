/** The one form kit of the admin app: every form is built from these. */
export { CheckField, type CheckFieldProps } from './CheckField';
export { ChoiceField, type ChoiceFieldProps, type ChoiceOption } from './ChoiceField';
export {
  CredentialForm,
  type CredentialField,
  type CredentialFormProps,
  type CredentialKind,
} from './CredentialForm';
export { ConfirmDelete, defaultConfirmDeleteText, type ConfirmDeleteProps } from './ConfirmDelete';
export { DeleteButton, type DeleteButtonProps } from './DeleteButton';
export { Field, type FieldProps, type FieldType } from './Field';
export { Form, type FormProps } from './Form';
export { ErrorPanel } from './ErrorPanel';
export { FormErrors, errorMessages } from './FormErrors';
export { FormSuccess, type FormSuccessProps } from './FormSuccess';
export { IMAGE_ACCEPT, ImageField, useObjectUrl, type ImageFieldProps } from './ImageField';
export { SelectField, type SelectFieldProps, type SelectOption } from './SelectField';
export { SubmitButton, type SubmitButtonProps } from './SubmitButton';
export { TEXTAREA_HEIGHT_PX, TextAreaField, type TextAreaFieldProps } from './TextAreaField';
export {
  DELETE_FAILURE_TIMEOUT_MS,
  getToaster,
  showDeleteFailure,
  showFailure,
  showSuccess,
} from './toaster';
export {
  schemaResolver,
  showProblems,
  useFormSubmit,
  useSchemaForm,
  type FormSubmission,
  type FormSubmitOptions,
  type Schema,
  type SchemaFormOptions,
  type SchemaOutput,
} from './useSchemaForm';
export { useRecordAction } from './useRecordAction';

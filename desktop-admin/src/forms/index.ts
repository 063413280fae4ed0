/** The one form kit of the admin app: every form is built from these. */
export {
  ConfirmDelete,
  DEFAULT_CONFIRM_DELETE_TEXT,
  type ConfirmDeleteProps,
} from './ConfirmDelete';
export { Field, type FieldProps, type FieldType } from './Field';
export { Form, type FormProps } from './Form';
export { FormErrors, type FormErrorsProps } from './FormErrors';
export { FormSuccess, type FormSuccessProps } from './FormSuccess';
export { SubmitButton, type SubmitButtonProps } from './SubmitButton';
export { DELETE_FAILURE_TIMEOUT_MS, getToaster, showDeleteFailure } from './toaster';
export {
  succeeded,
  useSubmit,
  type Schema,
  type SchemaOutput,
  type SubmitOptions,
  type Submission,
} from './useSubmit';

import type { FormEventHandler, ReactNode } from 'react';

export interface FormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
  /** The e-mail of the account, for password managers on password-only forms. */
  username?: string;
}

/**
 * The kit's <form>: browser validation is off, the shared schemas validate instead. It has no
 * aria-label on purpose: getByLabel('PIN') must find the input, not a form named "Send PIN".
 */
export function Form({ onSubmit, children, username }: FormProps) {
  return (
    <form className="wb-form" noValidate onSubmit={onSubmit}>
      {username !== undefined && (
        <input
          type="email"
          name="username"
          autoComplete="username"
          value={username}
          readOnly
          hidden
        />
      )}
      {children}
    </form>
  );
}

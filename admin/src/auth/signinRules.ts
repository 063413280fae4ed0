import { signinSchema, validate } from '@waybill/shared';

/** The sign-in form's two fields, as typed. */
export interface SigninValues {
  email: string;
  password: string;
}

/**
 * The sign-in's fields checked by the contract's own schema, the one the server checks them with.
 * A chunk of its own (with zod), fetched after the sign-in screen is drawn (SignIn.tsx).
 */
export function checkSignin(values: SigninValues) {
  return validate(signinSchema, values);
}

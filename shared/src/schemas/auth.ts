import { z } from 'zod';
import { ROLES } from '../roles.js';
import { PASSWORD_MIN, TEXT_MAX, coded, requiredEmail, requiredText } from '../validation.js';

const password = () => z.string().min(1).max(TEXT_MAX);
const newPassword = () => z.string().min(PASSWORD_MIN).max(TEXT_MAX);

/**
 * The signed-in member as the client sees it, with the role the screens follow; `false` when
 * signed out (docs/product.md §5.6).
 */
export const adminSchema = z.object({ email: z.string(), name: z.string(), role: z.enum(ROLES) });
export type Admin = z.infer<typeof adminSchema>;
export const adminStateSchema = z.union([adminSchema, z.literal(false)]);
export type AdminState = Admin | false;

/**
 * POST /api/admins and POST /api/admins/auth/signin. `token` is the secret of the sign-up link
 * the server prints at its first start; only a sign-up from the server's own machine may omit it.
 */
export const signupSchema = z.object({
  email: requiredEmail(),
  password: newPassword(),
  token: z.string().max(TEXT_MAX).optional(),
});
export type SignupPayload = z.infer<typeof signupSchema>;

export const signinSchema = z.object({ email: requiredEmail(), password: password() });
export type SigninPayload = z.infer<typeof signinSchema>;

/**
 * PATCH /api/admins/auth/update/name: the name the panel shows for the signed-in member, instead
 * of its e-mail or role (the top bar, the staff list, the audit trail).
 */
export const accountNameSchema = z.object({ name: requiredText() });
export type AccountNamePayload = z.infer<typeof accountNameSchema>;

/** POST /api/admins/auth/send-pin. */
export const sendPinSchema = z.object({ email: requiredEmail() });
export type SendPinPayload = z.infer<typeof sendPinSchema>;

function confirmationMatches(value: { new_password: string; confirm_new_password: string }) {
  return value.new_password === value.confirm_new_password;
}
const confirmationRule = {
  ...coded('auth.confirmation_mismatch'),
  path: ['confirm_new_password'],
};

/** PATCH /api/admins/auth/update/password-guest: reset with the e-mailed PIN. */
export const passwordGuestSchema = z
  .object({
    email: requiredEmail(),
    password_token: z
      .string()
      .trim()
      .refine((pin) => /^\d{6}$/.test(pin), coded('auth.pin_format')),
    new_password: newPassword(),
    confirm_new_password: z.string().min(1).max(TEXT_MAX),
  })
  .refine(confirmationMatches, confirmationRule);
export type PasswordGuestPayload = z.infer<typeof passwordGuestSchema>;

/** PATCH /api/admins/auth/update/password-user: change while signed in. */
export const passwordUserSchema = z
  .object({
    password: password(),
    new_password: newPassword(),
    confirm_new_password: z.string().min(1).max(TEXT_MAX),
  })
  .refine(confirmationMatches, confirmationRule);
export type PasswordUserPayload = z.infer<typeof passwordUserSchema>;

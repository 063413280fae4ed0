/** The schemas and summaries of the endpoints in accounts.ts, each required by the compiler. */
import { contactAnswerSchema } from '../schemas/contact.js';
import { z } from 'zod';
import { describeArea } from '../endpoint-description.js';
import {
  accountNameSchema,
  adminSchema,
  passwordGuestSchema,
  passwordUserSchema,
  sendPinSchema,
  signinSchema,
  signupSchema,
} from '../schemas/auth.js';
import { signinAnswerSchema } from '../schemas/two-factor.js';
import * as endpoints from './accounts.js';

export const accountsSchemas = describeArea(endpoints, {
  getAdminStatus: {
    summary: 'Whether an admin account exists (the sign-up screen is offered only before).',
    data: () => z.object({ has_admin: z.boolean() }),
  },
  signUp: {
    summary:
      'Create the first admin and sign in. Single use; needs the token of the sign-up link the server printed, unless sent from the server itself.',
    body: signupSchema,
    data: () => adminSchema,
  },
  signIn: {
    summary:
      'Sign in (multipart form: email, password). With two-factor sign-in, answers the pending second step instead (no session yet).',
    body: signinSchema,
    data: () => signinAnswerSchema,
  },
  signOut: {
    summary:
      'End the session (the link of the original contract): only from our own pages or a client that is not a browser; from another site the session stays (403).',
  },
  signOutPost: {
    summary: 'Sign out: the session is destroyed (the control panel sends this).',
  },
  signOutUser: {
    summary: 'End the session (the users route of the original contract).',
  },
  sendPasswordPin: {
    summary:
      'E-mail a 6-digit PIN to reset a forgotten password; `delivery` says whether mail is going out (queued) or waits until a mail server is set (held).',
    body: sendPinSchema,
    data: () => contactAnswerSchema,
  },
  resetPassword: {
    summary: 'Set a new password with the e-mailed PIN.',
    body: passwordGuestSchema,
  },
  changePassword: {
    summary: 'Change the password; every other session is signed out.',
    body: passwordUserSchema,
  },
  renameAccount: {
    summary:
      "Set the signed-in member's display name (trimmed, 1 to 300 characters); answers the member as the graph's `admin` shows it.",
    body: accountNameSchema,
    data: () => adminSchema,
  },
});

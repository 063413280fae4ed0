/** Signing up, signing in, PIN reset, the session-ended dialog. */
export const authTexts = {
  'auth.email': 'E-mail',
  'auth.password': 'Password',

  'auth.sign_in_title': 'Sign in',
  'auth.sign_in': 'Sign in',
  'auth.forgot_password': 'Forgot password?',
  'auth.create_first_admin': 'Create the first admin',

  'auth.sign_up_title': 'Create the first admin',
  'auth.admin_exists_title': 'An admin account already exists — sign in instead',
  'auth.admin_exists_text': 'Only the first admin can be created here.',
  'auth.confirm_password': 'Confirm password',
  'auth.create_admin': 'Create admin',
  'auth.have_account': 'Already have an account? Sign in',

  'auth.reset_title': 'Reset password',
  'auth.pin_helper': 'We e-mail you a 6-digit PIN.',
  'auth.pin_sent': 'If an admin account uses that e-mail, a PIN has been sent to it.',
  'auth.send_pin': 'Send PIN',
  'auth.back_to_sign_in': 'Back to sign in',
  'auth.new_password_title': 'Choose a new password',
  'auth.pin': 'PIN',
  'auth.pin_sent_to': 'The 6-digit PIN sent to {email}.',
  'auth.new_password': 'New password',
  'auth.confirm_new_password': 'Confirm new password',
  'auth.reset': 'Reset password',
  'auth.password_reset_done': 'Your password has been changed. Sign in with the new password.',
  'auth.sign_in_with_new_password': 'Sign in with your new password',

  'auth.session_title': 'Your session has ended',
  'auth.session_text':
    'You were signed out on the server. Enter the password of {email} to carry on: what you typed stays as it is and is sent once you are signed in.',
  'auth.session_sign_in': 'Sign in and continue',
  'auth.session_sign_out': 'Sign out',
} as const;

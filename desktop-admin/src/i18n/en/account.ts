/** The account screen and password change. */
export const accountTexts = {
  'account.title': 'Account',
  'account.signed_in_as': 'Signed in as {email}',
  'account.change_password': 'Change password',
  'account.current_password': 'Current password',
  'account.new_password': 'New password',
  'account.confirm_new_password': 'Confirm new password',
  'account.password_changed': 'Your password has been changed.',
  'account.back': 'Back to account',
} as const;

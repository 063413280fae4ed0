/** Where a new install's first admin is created: the admin app's sign-up screen. */
export function firstAdminSignupUrl(siteUrl: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/cp/signup`;
}

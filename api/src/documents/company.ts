import type { Settings } from '@waybill/shared';

/** The name printed when the settings have none. */
export const DEFAULT_COMPANY_NAME = 'Waybill';

/** Who issues the document: printed in its header and footer. */
export interface CompanyDetails {
  name: string;
  email: string;
  phone: string;
  address: string;
}

export function companyDetails(settings: Settings): CompanyDetails {
  return {
    // An empty company name (or a database from before the setting) prints the brand name.
    name: settings.company_name?.trim() || DEFAULT_COMPANY_NAME,
    email: settings.contact_email.trim(),
    phone: settings.contact_phone.trim(),
    address: settings.contact_address.trim(),
  };
}

import type { Settings } from '@waybill/shared';

/**
 * The name a new install starts with (the product's, the settings column's default): never printed
 * on a document as the company's, and the set-up checklist counts it as not set.
 */
export const DEFAULT_COMPANY_NAME = 'Waybill';

/** Who issues the document: printed in its header and footer. */
export interface CompanyDetails {
  name: string;
  email: string;
  phone: string;
  address: string;
  /** The company's logo, re-encoded PNG or JPEG bytes (settings' company_logo), when set. */
  logo?: Buffer | null;
}

/**
 * The made-up contact details a new install starts with: never printed or sent as the company's,
 * and the set-up checklist counts them as not set.
 */
export const PLACEHOLDER_EMAIL = 'support@example.com';
export const PLACEHOLDER_PHONE = '+1 555 0100';
export const PLACEHOLDER_ADDRESS = '1 Harbour Road, Port City';

/** The value, or '' when it is one of the made-up ones. */
const real = (value: string, placeholder: (text: string) => boolean) =>
  placeholder(value.trim()) ? '' : value.trim();

/** The company's own details: '' for each one not set (empty, or a new install's made-up one). */
export function companyDetails(
  settings: Pick<Settings, 'company_name' | 'contact_email' | 'contact_phone' | 'contact_address'>,
): CompanyDetails {
  return {
    // The product's name is not the company's: documents print none rather than "Waybill".
    name: real(settings.company_name ?? '', (text) => text === DEFAULT_COMPANY_NAME),
    email: real(settings.contact_email, (text) => text === PLACEHOLDER_EMAIL),
    phone: real(settings.contact_phone, (text) => text === PLACEHOLDER_PHONE),
    address: real(settings.contact_address, (text) => text === PLACEHOLDER_ADDRESS),
  };
}

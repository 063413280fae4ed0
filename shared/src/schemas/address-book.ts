import { z } from 'zod';

/** The longest name start the address book takes: a name's, short enough to stay cheap. */
export const SAVED_ADDRESS_SEARCH_MAX = 100;
/** Addresses one look-up answers at most (and by default): enough to choose from while typing. */
export const SAVED_ADDRESS_LIMIT_MAX = 8;

/**
 * GET /api/addresses (docs/product.md §5.1a): the recent addresses of one side (`recipient` or
 * `sender`) whose name starts with `search`, any letter case.
 */
export const savedAddressQuerySchema = z.object({
  side: z.enum(['recipient', 'sender']),
  search: z.string().trim().min(1).max(SAVED_ADDRESS_SEARCH_MAX),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(SAVED_ADDRESS_LIMIT_MAX)
    .default(SAVED_ADDRESS_LIMIT_MAX),
});
export type SavedAddressQuery = z.infer<typeof savedAddressQuerySchema>;

/**
 * A side's contact and address as a recent parcel had it, newest first, each only once: what a
 * form fills in when staff choose it. `phone_number` is E.164, `country` an ISO 3166 code.
 */
export const savedAddressSchema = z.object({
  name: z.string(),
  company: z.string().nullable(),
  address_line1: z.string().nullable(),
  address_line2: z.string().nullable(),
  postcode: z.string().nullable(),
  city: z.string().nullable(),
  region: z.string().nullable(),
  country: z.string().nullable(),
  phone_number: z.string().nullable(),
  email: z.string().nullable(),
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;

/**
 * The contract's schemas that the tracking screen checks with. They need the schema library
 * (~25 KB gzipped), loaded on first use rather than with the screen: the screen paints without
 * it, and it arrives while the lookup's answer does.
 */
export {
  parcelPreferencesSchema,
  parcelRatingSchema,
  parcelUnlockSchema,
  publicParcelSchema,
  subscribeSchema,
  validate,
} from '@waybill/shared';

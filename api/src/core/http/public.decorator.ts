import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'waybill:public';

/**
 * Marks a route as open to visitors, as its endpoint's `access: 'public'` in the contract says;
 * the guard refuses a route where the two disagree, so neither can open a door alone.
 */
export const Public = () => SetMetadata(IS_PUBLIC, true);

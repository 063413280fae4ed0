import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'waybill:public';

/** Marks a route as open to visitors; every other route needs a signed-in admin. */
export const Public = () => SetMetadata(IS_PUBLIC, true);

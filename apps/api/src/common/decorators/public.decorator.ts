import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'isPublic';
/** The route needs no sign-in (the global JwtAuthGuard lets it through). */
export const Public = () => SetMetadata(IS_PUBLIC, true);

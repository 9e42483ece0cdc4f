import { SetMetadata } from '@nestjs/common';
import { ADMIN_ONLY } from '../common/route-access';

/**
 * Marks a controller or handler as administrator-only. A global guard (src/auth/admin.guard.ts)
 * reads this metadata and demands a valid bearer token; routes without it are public.
 */
export const AdminOnly = (): MethodDecorator & ClassDecorator => SetMetadata(ADMIN_ONLY, true);

import { SetMetadata } from '@nestjs/common';
import { PUBLIC_ROUTE } from '../common/route-access';

/**
 * Marks a controller or handler as open to anyone. Every route says either this or @AdminOnly():
 * the lint rule `howpaano/route-guard` refuses a route with neither, and so does the global guard.
 */
export const Public = (): MethodDecorator & ClassDecorator => SetMetadata(PUBLIC_ROUTE, true);

import { SetMetadata } from '@nestjs/common';
import type { ApiScope } from '@cod/contracts';

export const SCOPES_KEY = 'scopes';
/**
 * What a personal API token needs to call the route (checked by the global ScopesGuard); `'any'`: any live
 * token. A route without it answers 403 to every token (sessions only: settings, tokens, admin).
 */
export const Scopes = (...scopes: (ApiScope | 'any')[]) => SetMetadata(SCOPES_KEY, scopes);

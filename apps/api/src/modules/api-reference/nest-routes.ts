import { HttpStatus, RequestMethod } from '@nestjs/common';
import { HTTP_CODE_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { API_PREFIX, type ApiScope, type Role } from '@cod/contracts';
import { IS_PUBLIC } from '../../common/decorators/public.decorator.js';
import { ROLES_KEY, type RolesMetadata } from '../../common/decorators/roles.decorator.js';
import { SCOPES_KEY } from '../../common/decorators/scopes.decorator.js';

/** A route as Nest serves it, with who may call it and its success status (its decorators' metadata). */
export interface NestRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The OpenAPI path: `/api/orders/{id}`. */
  path: string;
  public: boolean;
  roles: Role[] | null;
  /** Token scopes that may call it (`'any'`: every live token); null: sessions only. */
  scopes: (ApiScope | 'any')[] | null;
  status: number;
}

const METHODS: Partial<Record<RequestMethod, NestRoute['method']>> = {
  [RequestMethod.GET]: 'GET',
  [RequestMethod.POST]: 'POST',
  [RequestMethod.PUT]: 'PUT',
  [RequestMethod.PATCH]: 'PATCH',
  [RequestMethod.DELETE]: 'DELETE',
};

const joined = (...parts: string[]) => `/${parts.map((p) => p.replace(/^\/+|\/+$/g, '')).filter(Boolean).join('/')}`;

/** Every controller route of the app (under the global prefix), read from Nest's metadata. */
export function nestRoutes(discovery: DiscoveryService, reflector: Reflector): NestRoute[] {
  const scanner = new MetadataScanner();
  const routes: NestRoute[] = [];
  for (const wrapper of discovery.getControllers()) {
    const instance = wrapper.instance as object | undefined;
    if (!instance) continue;
    const controller = instance.constructor;
    const base = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
    for (const name of scanner.getAllMethodNames(Object.getPrototypeOf(instance))) {
      const handler = (instance as Record<string, unknown>)[name] as (...args: unknown[]) => unknown;
      const routePath = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
      const method = METHODS[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
      if (routePath === undefined || !method) continue;
      const targets = [handler, controller];
      for (const p of Array.isArray(routePath) ? routePath : [routePath]) {
        routes.push({
          method,
          path: joined(API_PREFIX, base, p).replace(/:(\w+)/g, '{$1}'),
          public: reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets) === true,
          roles: reflector.getAllAndOverride<RolesMetadata | undefined>(ROLES_KEY, targets)?.roles ?? null,
          scopes: reflector.getAllAndOverride<(ApiScope | 'any')[] | undefined>(SCOPES_KEY, targets) ?? null,
          status: (Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number | undefined) ?? (method === 'POST' ? HttpStatus.CREATED : HttpStatus.OK),
        });
      }
    }
  }
  return routes;
}

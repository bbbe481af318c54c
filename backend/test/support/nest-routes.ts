import type { CanActivate, INestApplication, Type } from '@nestjs/common';
import { GUARDS_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { RequestMethod } from '@nestjs/common/enums/request-method.enum';
import { ModulesContainer, Reflector } from '@nestjs/core';
import { DECORATORS } from '@nestjs/swagger/dist/constants';

/** One route the app serves, as the router runs it: where, and behind which guards. */
export interface NestRoute {
  method: string;
  /** In the OpenAPI document's form: `/api/chat/conversations/{id}`. */
  path: string;
  /** The guard classes, the controller's first. */
  guards: Type<CanActivate>[];
  /** Left out of the document on purpose (@ApiExcludeEndpoint / @ApiExcludeController). */
  excluded: boolean;
  /** `Controller.method`, to name it in a failure. */
  handler: string;
}

/** Every route of every controller the app registered, read from the metadata Nest routes by. */
export function nestRoutes(app: INestApplication, prefix: string): NestRoute[] {
  const routes: NestRoute[] = [];
  // The app's own metadata store: the decorators wrote it through the `Reflect` of the realm the app runs in.
  const reflector = app.get(Reflector);
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Type<unknown> | null;
      if (!controller) continue;
      const prototype = controller.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(prototype)) {
        const handler = prototype[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const method = reflector.get(METHOD_METADATA, handler) as RequestMethod | undefined;
        const methodPaths = reflector.get(PATH_METADATA, handler) as string | string[] | undefined;
        if (method === undefined || methodPaths === undefined) continue;
        const guards = [
          ...((reflector.get(GUARDS_METADATA, controller) as Type<CanActivate>[] | undefined) ?? []),
          ...((reflector.get(GUARDS_METADATA, handler) as Type<CanActivate>[] | undefined) ?? []),
        ];
        const excluded =
          Boolean(reflector.get(DECORATORS.API_EXCLUDE_ENDPOINT, handler)?.disable) ||
          Boolean(reflector.get(DECORATORS.API_EXCLUDE_CONTROLLER, controller)?.[0]);
        for (const controllerPath of asList(reflector.get(PATH_METADATA, controller) as string | string[] | undefined)) {
          for (const methodPath of asList(methodPaths)) {
            routes.push({
              method: RequestMethod[method],
              path: documentPath([prefix, controllerPath, methodPath]),
              guards,
              excluded,
              handler: `${controller.name}.${name}`,
            });
          }
        }
      }
    }
  }
  return routes;
}

function asList(value: string | string[] | undefined): string[] {
  if (value === undefined) return [''];
  return Array.isArray(value) ? value : [value];
}

/** `api` + `chat` + `conversations/:id` → `/api/chat/conversations/{id}`. */
function documentPath(parts: string[]): string {
  const joined = `/${parts.join('/')}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1');
  return joined.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

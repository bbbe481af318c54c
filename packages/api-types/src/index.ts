/**
 * @atelier/api-types — the backend's request and response shapes for the frontends, generated from
 * its OpenAPI document into ./openapi.ts (`npm run api-types`; `npm test` fails when it is stale).
 * Import with `import type`: this package is types only, adds nothing to any bundle and so needs no
 * Module Federation sharing. Every schema is exported under its DTO's name (`JobDto`, `UserDto`…).
 */
export type * from './openapi';
import type { components } from './openapi';

export type Schemas = components['schemas'];

/** The plans an account can be on. */
export type PlanId = Schemas['UserDto']['plan'];
/** The plans a free trial can be started for. */
export type TrialPlanId = Schemas['StartTrialDto']['plan'];
/** The capabilities an engine serves (GET /api/config/public). */
export type Capability = keyof Schemas['EnginesDto'];
export type JobStatus = Schemas['JobDto']['status'];

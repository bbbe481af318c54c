// Test helpers shared by the frontends' unit tests: `import { jsonResponse } from '@atelier/runtime/testing'`.
// Not part of the runtime's entry (index.ts): no screen ships them.
export { bodyOf, callsTo, deferred, jsonResponse, routeFetch, type Deferred, type Handler } from './fake-fetch';
export { controlledBody, sseFrame, sseResponse, type ControlledBody } from './fake-stream';
export { createTestQueryClient, enginesOf, type EngineConfig } from './test-query-client';

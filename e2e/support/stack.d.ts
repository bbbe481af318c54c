// Types for the plain-JS launch library shared with `npm start` (scripts/lib/*.mjs).
declare module '*/scripts/lib/stack.mjs' {
  import type { ChildProcess } from 'node:child_process';
  import type { Server } from 'node:http';
  export function startStack(options?: {
    ports?: Record<string, number>;
    backendEnv?: Record<string, string>;
    runnerEnv?: Record<string, string>;
    onBackendOutput?: (text: string) => void;
    readyTimeoutMs?: number;
  }): Promise<{ url: string; ports: Record<string, number>; backend: ChildProcess; runner: ChildProcess; servers: Map<string, Server>; stop(): Promise<void> }>;
  /** Route → the remote and module of the screen it shows: the shell's server preloads their files. */
  export const ROUTE_REMOTES: Record<string, { remote: string; module?: string }>;
}
declare module '*/scripts/lib/build.mjs' {
  export function buildStale(options?: { quiet?: boolean; log?: (line: string) => void }): Promise<unknown[]>;
}
declare module '*/scripts/lib/static-server.mjs' {
  import type { Server } from 'node:http';
  export function serveStatic(options: {
    root: string;
    port: number;
    host?: string;
    cors?: boolean;
    spa?: boolean;
    apiTarget?: string;
    overrides?: Record<string, string>;
    routeRemotes?: Record<string, string | { remote: string; module?: string }>;
  }): Promise<Server>;
  export function closeServer(server: Server): Promise<void>;
}

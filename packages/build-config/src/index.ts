export { defineRemoteConfig, type RemoteConfigOptions } from './remote-config';
export { sharedSingletons, SHARED_SINGLETONS } from './shared-dependencies';
export { APP_PORTS, BACKEND_PORT, FRONTEND_APPS, frontendApp, type AppScreen, type FrontendApp } from './apps';
export { BROWSER_TARGETS } from './browser-targets';
export { SHARED_ENTRIES, sharedEntryAliases } from './shared-entries';

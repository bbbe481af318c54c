export { defineRemoteConfig, type RemoteConfigOptions } from './remote-config';
export { sharedSingletons, SHARED_SINGLETONS } from './shared-dependencies';
export { APP_PORTS, BACKEND_PORT } from './ports';
export { BROWSER_TARGETS } from './browser-targets';
export { productionRouterAlias } from './router-alias';

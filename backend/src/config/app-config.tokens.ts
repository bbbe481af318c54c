/** Injection token for the validated AppConfig. */
export const APP_CONFIG = Symbol('APP_CONFIG');
/** Injection token for the AreaName[] this process serves. */
export const SERVED_MODULES = Symbol('SERVED_MODULES');

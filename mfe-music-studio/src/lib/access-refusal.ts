/**
 * How a render hands a refused request to the access offer (useStudioAccess): true when `error` was the
 * server refusing access, and `retry` runs once access is granted.
 */
export type HandleRefusal = (error: unknown, retry: () => void) => boolean;

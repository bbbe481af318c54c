import { CreateAppMeta1763769600000 } from './migrations/1763769600000-create-app-meta';

/** Listed, not globbed: the same list works from ts-jest (src) and from dist. */
export const MIGRATIONS = [CreateAppMeta1763769600000];

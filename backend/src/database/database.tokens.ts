/** The PostgreSQL URL of this process (after embedded PostgreSQL started), for connections outside TypeORM. */
export const DIRECT_DATABASE_URL = Symbol('DIRECT_DATABASE_URL');

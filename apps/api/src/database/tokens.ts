/** The connection string of the database, injected where a raw connection is needed. */
export const DATABASE_URL = Symbol('DATABASE_URL');

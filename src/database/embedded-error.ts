/** Why the embedded PostgreSQL could not start or stop, in words for the operator. */
export class EmbeddedPostgresError extends Error {}

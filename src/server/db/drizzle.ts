/**
 * What repositories take: Payload's Drizzle instance (`payload.db.drizzle`, on Payload's pool)
 * or a transaction of it, so one function serves both a single statement and a step of a
 * transaction.
 */
import type { NodePgQueryResultHKT } from '@payloadcms/db-postgres/drizzle/node-postgres'
import type { PgDatabase } from '@payloadcms/db-postgres/drizzle/pg-core'

export type Db = PgDatabase<NodePgQueryResultHKT, Record<string, unknown>>

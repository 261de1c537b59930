import { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

// Schema snapshot only: nothing to run. The services' own tables (lottery, attribution, likes,
// tickets, login attempts, SMS outbox, ranking snapshots, rate limits), made by the hand-written
// migrations before this one, are now declared in Drizzle (src/server/db/tables.ts) and joined to
// Payload's schema. This migration's .json records them, so `migrate:create` diffs against them
// instead of creating them again; from here on a change to them is made in tables.ts and
// generated like any other (tests/int/tables.test.ts checks both stay in step).
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}

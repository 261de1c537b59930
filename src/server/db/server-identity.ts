/**
 * Which PostgreSQL cluster a connection reached. Every cluster has a `system_identifier`, made
 * once by initdb; a data dir's embedded server records its own (embedded.ts), and the app's pool
 * checks it on every new connection, so a restart of the database that let another server take
 * its port is refused instead of written into (DATABASE_SYSTEM_IDENTIFIER).
 */
export type Queryable = { query: <Row extends object>(text: string) => Promise<{ rows: Row[] }> }

export const SYSTEM_IDENTIFIER_ENV = 'DATABASE_SYSTEM_IDENTIFIER'

export async function clusterIdentifier(client: Queryable): Promise<string> {
  const { rows } = await client.query<{ id: string }>('SELECT system_identifier::text AS id FROM pg_control_system()')
  const id = rows[0]?.id
  if (!id) throw new Error('PostgreSQL did not report its system identifier')
  return id
}

/** A connection reached a server other than the one this app was started with. */
export class WrongDatabaseError extends Error {
  readonly code = 'WRONG_DATABASE'

  constructor(expected: string, found: string) {
    super(`Refusing the PostgreSQL server at DATABASE_URL: its system identifier is ${found}, this app's database is ${expected}`)
    this.name = 'WrongDatabaseError'
  }
}

/** Throws WrongDatabaseError unless the connection reached the cluster `expected` names (no check when empty). */
export async function verifyCluster(client: Queryable, expected: string | undefined): Promise<void> {
  if (!expected) return
  const found = await clusterIdentifier(client)
  if (found !== expected) throw new WrongDatabaseError(expected, found)
}

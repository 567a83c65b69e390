import { openAccountsDatabase } from './database'
import { migrateAccounts } from './migrate'

/**
 * Brings the visitor tables of the database `databaseUrl` names up to date (its own SQLite file
 * beside the content file, or the visitor schema in the same PostgreSQL), then closes the
 * connection. Run with Payload's migrations by `npm start`, `npm run migrate` and the tests.
 */
export async function migrateVisitorTables(databaseUrl: string): Promise<string[]> {
  const database = await openAccountsDatabase(databaseUrl)
  try {
    const applied = await migrateAccounts(database)
    if (applied.length > 0) console.log(`[accounts] visitor tables migrated: ${applied.join(', ')}`)
    return applied
  } finally {
    await database.close()
  }
}

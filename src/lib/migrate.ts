import type { Payload } from 'payload'

type Migrations = NonNullable<NonNullable<Parameters<Payload['db']['migrate']>[0]>['migrations']>
import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'
import { env } from '@/env'
import { migrateVisitorTables } from '@/features/accounts'

/**
 * Applies the committed migrations of the database in use. They are passed in rather than
 * read from disk, so this works from compiled code and test runners alike. Payload runs each
 * migration in a transaction: one that fails leaves the database as it was.
 */
export async function runMigrations(payload: Payload): Promise<void> {
  const committed = payload.db.name === 'postgres' ? postgresMigrations : sqliteMigrations
  // Payload types a migration's argument as unknown; ours take the adapter's MigrateUpArgs.
  await payload.db.migrate({ migrations: committed as unknown as Migrations })
  // The visitor accounts' tables live beside Payload's, migrated by their own runner (docs/decisions/012).
  await migrateVisitorTables(env().DATABASE_URL)
}

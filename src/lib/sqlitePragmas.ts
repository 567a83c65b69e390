/** How long a connection waits for a lock held by another process (a seed or migrate run beside the server). */
export const SQLITE_BUSY_TIMEOUT_MS = 5_000

/**
 * Set on every connection the app opens (busy_timeout and synchronous are per connection;
 * WAL is kept in the file). WAL lets readers go on while one writer writes.
 */
export const sqliteConnectionPragmas = [
  // First: switching a new file to WAL needs its lock, and without the timeout a second process
  // opening the file at the same moment failed at once with 'database is locked'.
  `PRAGMA busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`,
  'PRAGMA journal_mode = WAL',
  'PRAGMA synchronous = NORMAL',
] as const

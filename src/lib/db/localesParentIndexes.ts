import { getTableName, type Table } from 'drizzle-orm'

/**
 * Payload keeps each localized field's values in a `<table>_locales` table, unique on
 * (`_locale`, `_parent_id`). Its reads fetch every language of a document with a subquery on
 * `_parent_id` alone, which that index cannot serve (its first column is the language): each
 * document's subquery scanned the whole table. The labels global, 1,339 entries × 7 languages,
 * took 2.5 s per language that way on every cold read (docs/decisions/041-read-indexes.md).
 * This adds an index on `_parent_id` to every `_locales` table, in both databases' schemas, so
 * the committed migrations carry it.
 */

/** Index names stay within PostgreSQL's 63 characters (longer names are cut and never match the schema). */
const MAX_INDEX_NAME = 63
const SUFFIX = '_parent_idx'

/** The index's name for a `_locales` table: `<table>_parent_idx`, or a shortened, still unique one. */
export function localesParentIndexName(table: string): string {
  const name = `${table}${SUFFIX}`
  if (name.length <= MAX_INDEX_NAME) return name
  let hash = 0
  for (const char of table) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0
  const tag = `_${hash.toString(36)}`
  return `${table.slice(0, MAX_INDEX_NAME - SUFFIX.length - tag.length)}${tag}${SUFFIX}`
}

/** The `_locales` tables of a schema that have a `_parent_id` column, with that column's key. */
export function localesTables(tables: Record<string, Table>): Array<{ table: Table; name: string; parentKey: string }> {
  return Object.values(tables).flatMap((table) => {
    const name = getTableName(table)
    if (!name.endsWith('_locales')) return []
    const parentKey = Object.entries(table).find(([, column]: [string, unknown]) => isColumnNamed(column, '_parent_id'))?.[0]
    return parentKey === undefined ? [] : [{ table, name, parentKey }]
  })
}

function isColumnNamed(value: unknown, name: string): boolean {
  return typeof value === 'object' && value !== null && 'name' in value && value.name === name && 'columnType' in value
}

/** Payload's `extendTable` (the schema hooks' argument), as the helper below calls it. */
type ExtendTable = (args: { table: Table; extraConfig?: (columns: Record<string, unknown>) => object }) => void
/** The database's own `index(name).on(column)`, or undefined when `column` is not one of its columns. */
type ParentIndex = (indexName: string, column: unknown) => object | undefined

/** A schema hook (`afterSchemaInit`) adding the `_parent_id` index to every `_locales` table. */
export function withLocalesParentIndexes<Schema extends { tables: Record<string, Table> }>(parentIndex: ParentIndex) {
  return ({ schema, extendTable }: { schema: Schema; extendTable: ExtendTable }): Schema => {
    for (const { table, name, parentKey } of localesTables(schema.tables)) {
      const indexName = localesParentIndexName(name)
      extendTable({
        table,
        extraConfig: (columns) => {
          const index = parentIndex(indexName, columns[parentKey])
          if (index === undefined) throw new Error(`${name}.${parentKey} is not a column the index can be built on`)
          return { [indexName]: index }
        },
      })
    }
    return schema
  }
}

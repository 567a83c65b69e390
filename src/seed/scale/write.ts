/**
 * Writes a chunk of generated documents in one transaction: the published document in the
 * main tables and its single version (latest, published) in the versions tables, which
 * is what drafts-enabled collections read in the admin and with `draft: true`.
 */
import { insertAll, insertReturning, type ScaleAdapter, type ScaleDb } from './db'
import { need, versionColumns, type DocRows, type MaterialRows, type ProductRows, type Row } from './rows'

interface Written {
  /** Document id by key (code). */
  docId: (key: string) => number
  /** Version row id by key. */
  versionId: (key: string) => number
}

/** Extra rows of a collection (arrays, hasMany selects) and relationships added once ids exist. */
type Extras<D extends DocRows> = (tx: ScaleDb, docs: readonly D[], ids: Written) => Promise<void>

async function writeDocs<D extends DocRows>(
  adapter: ScaleAdapter,
  slug: string,
  docs: readonly D[],
  extraRels: (doc: D, docId: number) => Row[],
  extras: Extras<D>,
): Promise<Map<string, number>> {
  const t = (name: string) => adapter.table(name)
  const versions = `_${slug}_v`
  return adapter.db.transaction(async (tx) => {
    const inserted = await insertReturning(tx, t(slug), docs.map((doc) => doc.main), ['id', 'code'])
    const docIds = new Map(inserted.map((row) => [String(row.code), Number(row.id)]))
    const docId = (key: string) => need(docIds, key, 'inserted document')
    await insertAll(tx, t(`${slug}_locales`), docs.flatMap((doc) => doc.locales.map((row) => ({ ...row, _parentID: docId(doc.key) }))))
    const rels = docs.map((doc) => [...doc.rels, ...extraRels(doc, docId(doc.key))])
    await insertAll(tx, t(`${slug}_rels`), docs.flatMap((doc, i) => (rels[i] ?? []).map((row) => ({ ...row, parent: docId(doc.key) }))))

    const versionRows = docs.map((doc) => {
      const stamp = doc.main.updatedAt
      return { parent: docId(doc.key), ...versionColumns(doc.main), createdAt: stamp, updatedAt: stamp, latest: true }
    })
    const insertedVersions = await insertReturning(tx, t(versions), versionRows, ['id', 'parent'])
    const versionByDoc = new Map(insertedVersions.map((row) => [Number(row.parent), Number(row.id)]))
    const versionId = (key: string) => need(versionByDoc, docId(key), 'inserted version')
    await insertAll(tx, t(`${versions}_locales`), docs.flatMap((doc) => doc.locales.map((row) => ({ ...versionColumns(row), _parentID: versionId(doc.key) }))))
    await insertAll(tx, t(`${versions}_rels`), docs.flatMap((doc, i) => (rels[i] ?? []).map((row) => ({ ...row, path: `version.${String(row.path)}`, parent: versionId(doc.key) }))))

    await extras(tx, docs, { docId, versionId })
    return docIds
  })
}

const withoutId = ({ id, ...rest }: Row): { id: unknown; rest: Row } => ({ id, rest })

/** Products: the `versions` array with its localized name, prices and packages, in both table sets. */
export function writeProducts(adapter: ScaleAdapter, docs: readonly ProductRows[], relatedOf: (doc: ProductRows, id: number) => number[]): Promise<Map<string, number>> {
  const t = (name: string) => adapter.table(name)
  return writeDocs(
    adapter,
    'products',
    docs,
    (doc, id) => relatedOf(doc, id).map((productId, i) => ({ order: i + 1, path: 'related', productsID: productId })),
    async (tx, chunk, { docId, versionId }) => {
      const arrays = chunk.flatMap((doc) => doc.versions.map((version) => ({ doc, version })))
      await insertAll(tx, t('products_versions'), arrays.map(({ doc, version }) => ({ ...version.row, _parentID: docId(doc.key) })))
      await insertAll(tx, t('products_versions_locales'), arrays.flatMap(({ version }) => version.locales.map((row) => ({ ...row, _parentID: version.id }))))
      await insertAll(tx, t('products_versions_prices'), arrays.flatMap(({ version }) => version.prices.map((row) => ({ ...row, _parentID: version.id }))))
      await insertAll(tx, t('products_versions_packages'), arrays.flatMap(({ version }) => version.packages.map((row) => ({ ...row, _parentID: version.id }))))

      const copies = await insertReturning(
        tx,
        t('_products_v_version_versions'),
        arrays.map(({ doc, version }) => ({ ...withoutId(version.row).rest, _uuid: version.id, _parentID: versionId(doc.key) })),
        ['id', '_uuid'],
      )
      const copyIds = new Map(copies.map((row) => [String(row._uuid), Number(row.id)]))
      const copyOf = (uuid: string) => need(copyIds, uuid, 'inserted version row')
      await insertAll(tx, t('_products_v_version_versions_locales'), arrays.flatMap(({ version }) => version.locales.map((row) => ({ ...row, _parentID: copyOf(version.id) }))))
      const nested = (rows: (version: ProductRows['versions'][number]) => Row[]) =>
        arrays.flatMap(({ version }) => rows(version).map((row) => {
          const { id, rest } = withoutId(row)
          return { ...rest, _uuid: id, _parentID: copyOf(version.id) }
        }))
      await insertAll(tx, t('_products_v_version_versions_prices'), nested((version) => version.prices))
      await insertAll(tx, t('_products_v_version_versions_packages'), nested((version) => version.packages))
    },
  )
}

/** Materials: the `properties` hasMany select, in both table sets. */
export function writeMaterials(adapter: ScaleAdapter, docs: readonly MaterialRows[]): Promise<Map<string, number>> {
  const t = (name: string) => adapter.table(name)
  return writeDocs(
    adapter,
    'materials',
    docs,
    () => [],
    async (tx, chunk, { docId, versionId }) => {
      await insertAll(tx, t('materials_properties'), chunk.flatMap((doc) => doc.properties.map((row) => ({ ...row, parent: docId(doc.key) }))))
      await insertAll(tx, t('_materials_v_version_properties'), chunk.flatMap((doc) => doc.properties.map((row) => ({ ...row, parent: versionId(doc.key) }))))
    },
  )
}

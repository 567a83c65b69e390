import type { CollectionAfterDeleteHook } from 'payload'

/** A deleted notice takes its read marks with it (they hold its id, not a relation). */
export const forgetBulletinReads: CollectionAfterDeleteHook = async ({ id, req }) => {
  await req.payload.delete({ collection: 'trade-notice-marks', where: { and: [{ kind: { equals: 'bulletinRead' } }, { subject: { equals: Number(id) } }] }, overrideAccess: true, req })
}

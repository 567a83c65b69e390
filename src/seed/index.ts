import type { Payload } from 'payload'
import { seedCategoriesFamiliesDesigners, seedProducts } from './catalogue'
import { newSeedContext, type SeedContext } from './context'
import { seedDownloads, seedEditorial } from './editorial'
import { seedForms } from './forms'
import { seedEditor, seedGlobals } from './globals'
import { seedMaterials } from './materials'
import { seedMixerScenes } from './mixer'
import { seedPages } from './site'
import { seedStores } from './stores'
import { seedTradeBulletins } from './tradeBulletins'
import { seedTrade } from './trade'

export interface SeedReport {
  /** Documents created per collection; empty when everything existed already. */
  created: Record<string, number>
  milliseconds: number
}

/** The demo documents and their pictures, in the order their relationships need. */
export async function seedContent(ctx: SeedContext): Promise<void> {
  await seedMaterials(ctx)
  await seedMixerScenes(ctx)
  await seedCategoriesFamiliesDesigners(ctx)
  await seedProducts(ctx)
  await seedTrade(ctx)
  await seedDownloads(ctx)
  await seedEditorial(ctx)
  await seedStores(ctx)
  await seedForms(ctx)
  await seedPages(ctx)
  await seedTradeBulletins(ctx)
}

/**
 * Loads the demo content. Idempotent: every document is looked up by its natural key first,
 * so a second run (or a run after an interrupted one) only adds what is missing.
 */
export async function seedDemo(payload: Payload, options: { imageScale?: number } = {}): Promise<SeedReport> {
  const started = performance.now()
  const ctx = newSeedContext(payload, options.imageScale ?? 1)
  await seedContent(ctx)
  await seedGlobals(ctx)
  await seedEditor(ctx)
  return { created: ctx.created, milliseconds: Math.round(performance.now() - started) }
}

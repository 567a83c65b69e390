import type { Crumb, Resolved } from '@/domain/routing/resolved'

/** What resolving a target gives before the language, path and home crumb are added. */
export type Built = Omit<Resolved, 'locale' | 'path' | 'breadcrumbs'> & { trail: Crumb[] }

/** An old address that leads, in one hop, to the content's own. */
export interface Moved {
  redirect: string
}

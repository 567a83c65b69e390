import { AppLink as Link } from '@/runtime/navigation/AppLink'
import type { ReactNode } from 'react'

interface Props {
  title: string
  /** A small line above the title, e.g. the category; a link when `eyebrowHref` is given. */
  eyebrow?: ReactNode
  eyebrowHref?: string
  /** The lead paragraph under the title. */
  lead?: string | null
  children?: ReactNode
  centered?: boolean
}

/** The page's one `h1`, with its eyebrow and lead. */
export function ViewHeader({ title, eyebrow, eyebrowHref, lead, children, centered = false }: Props) {
  return (
    <header className={centered ? 'view-head view-head--centered' : 'view-head'}>
      {eyebrow && <p className="eyebrow">{eyebrowHref ? <Link href={eyebrowHref}>{eyebrow}</Link> : eyebrow}</p>}
      <h1 className="view-head__title">{title}</h1>
      {lead && <p className="view-head__lead">{lead}</p>}
      {children}
    </header>
  )
}

import type { ReactNode } from 'react'
import { ExternalLink } from '../ExternalLink'
import type { NavLinkData } from './menuModel'
import { CurrentLink } from './NavLink.client'

/**
 * A menu or footer link (rendered inside the header's and footer's client components): external
 * ones are plain anchors, full navigation; internal ones go through the router and mark
 * themselves `aria-current="page"` on the page they lead to (`CurrentLink`).
 */
export function NavLink({ link, className, children }: { link: NavLinkData; className?: string; children?: ReactNode }) {
  const content = children ?? link.label
  return link.external ? (
    <ExternalLink href={link.href} newTab={link.newTab} className={className}>
      {content}
    </ExternalLink>
  ) : (
    <CurrentLink href={link.href} className={className}>
      {content}
    </CurrentLink>
  )
}

import type { ReactNode } from 'react'
import type { NavLinkData } from './menuModel'
import { CurrentLink } from './NavLink.client'

/**
 * A menu or footer link (rendered inside the header's and footer's client components): external
 * ones are plain anchors, full navigation; internal ones go through the router and mark
 * themselves `aria-current="page"` on the page they lead to (`CurrentLink`).
 */
export function NavLink({ link, className, children }: { link: NavLinkData; className?: string; children?: ReactNode }) {
  const content = children ?? link.label
  if (link.external) {
    return (
      <a href={link.href} className={className} {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {content}
      </a>
    )
  }
  return (
    <CurrentLink href={link.href} className={className}>
      {content}
    </CurrentLink>
  )
}

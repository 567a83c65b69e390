import type { ReactNode } from 'react'
import type { ResolvedLink } from '@/domain/links'
import { SiteLink } from '../SiteLink'
import { CurrentLink } from './NavLink.client'

/**
 * A menu or footer link: external ones are plain anchors rendered on the server; internal ones
 * mark themselves `aria-current="page"` on the page they lead to (`CurrentLink`).
 */
export function NavLink({ link, className, children }: { link: ResolvedLink; className?: string; children?: ReactNode }) {
  if (link.external) return <SiteLink link={link} className={className}>{children}</SiteLink>
  return className ? (
    <CurrentLink href={link.href} className={className}>
      {children ?? link.label}
    </CurrentLink>
  ) : (
    <CurrentLink href={link.href}>{children ?? link.label}</CurrentLink>
  )
}

'use client'
import { usePathname } from 'next/navigation'
import type { ReactNode } from 'react'
import type { ResolvedLink } from '@/domain/links'
import { SiteLink } from '../SiteLink'
import { isCurrentPath } from './currentPath'

/**
 * A menu or footer link that marks itself `aria-current="page"` on the page it leads to.
 * The HTML is shared by every visitor, so the mark is decided from the address being shown.
 */
export function NavLink({ link, className, children }: { link: ResolvedLink; className?: string; children?: ReactNode }) {
  const pathname = usePathname()
  return (
    <SiteLink link={link} className={className} current={!link.external && isCurrentPath(pathname, link.href)}>
      {children}
    </SiteLink>
  )
}

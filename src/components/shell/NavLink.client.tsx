'use client'
import { usePathname } from 'next/navigation'
import type { ReactNode } from 'react'
import type { ResolvedLink } from '@/domain/links'
import { AppLink } from '@/features/navigation/AppLink'
import { isCurrentPath } from './currentPath'

/**
 * A menu or footer link that marks itself `aria-current="page"` on the page it leads to.
 * The HTML is shared by every visitor, so the mark is decided from the address being shown.
 */
export function NavLink({ link, className, children }: { link: ResolvedLink; className?: string; children?: ReactNode }) {
  const pathname = usePathname()
  const content = children ?? link.label
  if (link.external) {
    return (
      <a href={link.href} className={className} {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {content}
      </a>
    )
  }
  return (
    <AppLink href={link.href} className={className} aria-current={isCurrentPath(pathname, link.href) ? 'page' : undefined}>
      {content}
    </AppLink>
  )
}

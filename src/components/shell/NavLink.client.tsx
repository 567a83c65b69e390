'use client'
import { usePathname } from 'next/navigation'
import type { ReactNode } from 'react'
import { AppLink } from '@/runtime/navigation/AppLink'
import { isCurrentPath } from './currentPath'

/**
 * An internal menu or footer link that marks itself `aria-current="page"` on the page it leads
 * to. The HTML is shared by every visitor, so the mark is decided from the address being shown.
 * Flat props (what `AppLink` takes): each menu and footer link sends them in the page data.
 */
export function CurrentLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const pathname = usePathname()
  return (
    <AppLink href={href} className={className} aria-current={isCurrentPath(pathname, href) ? 'page' : undefined}>
      {children}
    </AppLink>
  )
}

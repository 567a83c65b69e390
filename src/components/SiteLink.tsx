import type { ReactNode } from 'react'
import type { ResolvedLink } from '@/domain/links'
import { AppLink } from '@/runtime/navigation/AppLink'
import { ExternalLink } from './ExternalLink'

/**
 * Internal links go through the router; external ones are plain anchors (full navigation).
 * `current` marks the link to the page being shown (`aria-current="page"`).
 */
export function SiteLink({ link, className, children, current = false }: { link: ResolvedLink; className?: string; children?: ReactNode; current?: boolean }) {
  const content = children ?? link.label
  if (link.external) {
    return (
      <ExternalLink href={link.href} newTab={link.newTab} className={className}>
        {content}
      </ExternalLink>
    )
  }
  return (
    // No `aria-current` prop unless current: an `undefined` one travels in the page data as "$undefined".
    <AppLink href={link.href} className={className} {...(current ? { 'aria-current': 'page' } : {})}>
      {content}
    </AppLink>
  )
}

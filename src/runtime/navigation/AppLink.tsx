'use client'
import Link from 'next/link'
import type { ComponentProps } from 'react'
import { useSlowConnection } from './useSlowConnection'

export type AppLinkProps = ComponentProps<typeof Link>

/** `next/link` that does not prefetch on slow connections (2g or save-data, spec §9). */
export function AppLink({ prefetch, ...props }: AppLinkProps) {
  const slow = useSlowConnection()
  return <Link {...props} prefetch={slow ? false : prefetch} />
}

import type { Metadata } from 'next'
import { notFound, permanentRedirect, redirect } from 'next/navigation'
import { JsonLd } from '@/components/JsonLd'
import { resolvePath, type Resolution } from '@/data/resolve'
import { getPageHead } from '@/data/head'
import { pathFromParams } from '@/domain/routing/interpretPath'
import { locationHeader } from '@/domain/urls'
import { ContentView } from '@/views'

type Props = { params: Promise<{ lang: string; path?: string[] }> }

export const revalidate = 3600
export const dynamicParams = true

/** Rendered on first request, then cached until a CMS hook expires it. */
export function generateStaticParams() {
  return []
}

async function load(params: Props['params']): Promise<Extract<Resolution, { kind: 'found' }>> {
  const { lang, path } = await params
  const resolution = await resolvePath(pathFromParams(lang, path))
  if (resolution.kind === 'redirect') {
    const location = locationHeader(resolution.location)
    if (resolution.permanent) permanentRedirect(location)
    redirect(location)
  }
  if (resolution.kind === 'notFound') {
    console.warn(`[404] Page Not Found: ${resolution.path}`)
    notFound()
  }
  return resolution
}

/**
 * Head data. A missing page or a redirect is left to the page itself: throwing from here would
 * escape the not-found boundary and send an empty document.
 */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, path } = await params
  const resolution = await resolvePath(pathFromParams(lang, path))
  if (resolution.kind !== 'found') return { robots: { index: false, follow: true } }
  return (await getPageHead(resolution.resolved)).metadata
}

/** Every visitor path of the spec's table: home, pages, sections, documents, sub-folders. */
export default async function PathPage({ params }: Props) {
  const { resolved } = await load(params)
  const head = await getPageHead(resolved)
  return (
    <>
      <JsonLd data={head.jsonLd} />
      <ContentView resolved={resolved} />
    </>
  )
}

import 'server-only'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { isMediaFileName } from '@/domain/images/imageUrl'
import { env } from '@/env'
import { sanitizeSvg } from '@/lib/svg/sanitizeSvg'
import type { Media } from '@/payload-types'

/**
 * An SVG from the media library drawn inline (icons take the text colour), only after the
 * sanitiser removed scripts and handlers. Nothing when the file is missing or not an SVG.
 */
export async function InlineSvg({ media, className, label }: { media: Media; className?: string; label?: string }) {
  if (media.mimeType !== 'image/svg+xml' || !media.filename || !isMediaFileName(media.filename)) return null
  const source = await readFile(path.join(path.resolve(env().MEDIA_DIR), media.filename), 'utf8').catch(() => null)
  const clean = source ? sanitizeSvg(source) : null
  if (!clean) return null
  const name = label ?? media.alt
  return <span className={className ? `inline-svg ${className}` : 'inline-svg'} role="img" aria-label={name} dangerouslySetInnerHTML={{ __html: clean }} />
}

/** How a video URL is shown: a privacy-friendly player frame, or the file in a video element. */
export type VideoEmbed = { kind: 'frame'; src: string } | { kind: 'file'; src: string }

const youTubeId = /^[\w-]{11}$/
const youTubePlayer = 'https://www.youtube-nocookie.com'
const vimeoPlayer = 'https://player.vimeo.com'

/** The origins of the players a frame may show: the pages' Content-Security-Policy allows exactly these. */
export const videoFrameOrigins = [youTubePlayer, vimeoPlayer] as const

function youTube(url: URL): string | null {
  const host = url.hostname.replace(/^www\.|^m\./, '')
  let id: string | null = null
  if (host === 'youtu.be') id = url.pathname.slice(1)
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    id = url.pathname === '/watch' ? url.searchParams.get('v') : (url.pathname.match(/^\/(?:embed|shorts|live)\/([^/]+)/)?.[1] ?? null)
  }
  return id && youTubeId.test(id) ? `${youTubePlayer}/embed/${id}` : null
}

function vimeo(url: URL): string | null {
  const host = url.hostname.replace(/^www\./, '')
  if (host !== 'vimeo.com' && host !== 'player.vimeo.com') return null
  const id = url.pathname.match(/(\d{6,12})/)?.[1]
  return id ? `${vimeoPlayer}/video/${id}?dnt=1` : null
}

/**
 * A video address an editor pasted, as something the page can show: YouTube (no-cookie
 * player) and Vimeo (do-not-track) in a frame, an MP4/WebM file (https or site path) in a
 * video element. Null for anything else, including unsafe schemes.
 */
export function videoEmbed(address: string): VideoEmbed | null {
  const trimmed = address.trim()
  if (/^\/(?!\/)[\w\-./%]+\.(mp4|webm)$/i.test(trimmed)) return { kind: 'file', src: trimmed }
  let url: URL
  try {
    url = new URL(trimmed)
  } catch {
    return null
  }
  if (url.protocol !== 'https:') return null
  const frame = youTube(url) ?? vimeo(url)
  if (frame) return { kind: 'frame', src: frame }
  return /\.(mp4|webm)$/i.test(url.pathname) ? { kind: 'file', src: url.href } : null
}

import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file)).length

function chunkFiles(distDir: string): string[] {
  const chunks = path.join(distDir, 'static', 'chunks')
  if (!fs.existsSync(chunks)) return []
  return fs.readdirSync(chunks, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.js')).map((name) => path.join(chunks, name))
}

/** Chunks holding MapLibre GL (recognised by its own source strings). */
function mapChunks(distDir: string): string[] {
  return chunkFiles(distDir).filter((file) => /maplibre|MapLibre/.test(fs.readFileSync(file, 'utf8')))
}

async function scriptsOf(baseUrl: string, pagePath: string, distDir: string): Promise<{ files: string[]; html: string }> {
  const html = await (await fetch(new URL(pagePath, baseUrl))).text()
  const sources = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1] ?? '')
  const files = sources.flatMap((source) => {
    const local = source.match(/\/_next\/(static\/.+?\.js)/)?.[1]
    const file = local ? path.join(distDir, local) : ''
    return file && fs.existsSync(file) ? [file] : []
  })
  return { files: [...new Set(files)], html }
}

const total = (files: readonly string[]) => files.reduce((sum, file) => ({ raw: sum.raw + fs.statSync(file).size, gzip: sum.gzip + gzipSize(file) }), { raw: 0, gzip: 0 })

/** Lines describing the locator's JavaScript: the map chunk(s) from the build, and per-page totals when a server is given. */
export async function pageScripts(distDir: string, baseUrl?: string): Promise<string[]> {
  const map = mapChunks(distDir)
  const mapSize = total(map)
  const lines = [`\nMap library chunks in the build: ${map.length}, ${kb(mapSize.raw)} (${kb(mapSize.gzip)} gzip), loaded only after the locator page asks for them`]
  if (!baseUrl) return [...lines, 'Per-page figures: pass --base-url of a running production server.']
  for (const pagePath of ['/en/stores/', '/en/']) {
    const { files, html } = await scriptsOf(baseUrl, pagePath, distDir)
    const size = total(files)
    const mapInHtml = map.some((file) => html.includes(path.basename(file)))
    lines.push(`${pagePath.padEnd(14)} page scripts ${kb(size.raw)} (${kb(size.gzip)} gzip); map chunk in the HTML: ${mapInHtml ? 'yes' : 'no'}`)
    if (pagePath === '/en/stores/') lines.push(`${pagePath.padEnd(14)} with the map loaded ${kb(size.raw + mapSize.raw)} (${kb(size.gzip + mapSize.gzip)} gzip)`)
  }
  return lines
}

import fs from 'node:fs'
import path from 'node:path'
import postcss, { AtRule, type Node, type Rule } from 'postcss'
import { describe, expect, it } from 'vitest'

/**
 * The site's stylesheets (decision 011): every page links styles.css, the feature pages also
 * features.css, so every file in them styles many pages. These tests keep the lists complete,
 * keep components from importing a stylesheet of their own (which would add a render-blocking
 * file to their pages again), and keep two files from styling the same selector (which, with
 * every file on every page, would let one feature's rule reach another feature's element).
 */
const source = path.resolve(import.meta.dirname, '../..')
const entries = ['styles.css', 'features.css'].map((name) => path.join(import.meta.dirname, name))
const relative = (file: string) => path.relative(source, file).split(path.sep).join('/')

function filesUnder(folder: string, keep: (name: string) => boolean): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((item) => {
    const full = path.join(folder, item.name)
    if (item.isDirectory()) return filesUnder(full, keep)
    return keep(item.name) ? [full] : []
  })
}

const imported = entries.flatMap((entry) => [...fs.readFileSync(entry, 'utf8').matchAll(/^@import '([^']+)';$/gm)].map((match) => path.resolve(import.meta.dirname, match[1] ?? '')))
const stylesheets = filesUnder(source, (name) => name.endsWith('.css')).filter((file) => !entries.includes(file))

describe('styles.css and features.css: the site\'s stylesheets', () => {
  it('import every stylesheet of the site once between them, and only files that exist', () => {
    expect(imported.map(relative).sort()).toEqual(stylesheets.map(relative).sort())
    expect(new Set(imported).size).toBe(imported.length)
  })

  it('are the only stylesheets of ours a module imports (packages aside): the layouts and the feature routes', () => {
    const importers = filesUnder(source, (name) => /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name)).flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/^import (?:\w+ from )?'(\.{1,2}\/[^']+|@\/[^']+)\.css'/gm)].map((match) => `${relative(file)} → ${match[1] ?? ''}.css`),
    )
    expect(importers.filter((line) => !line.endsWith('/features.css')).sort()).toEqual(['app/(site)/[lang]/layout.tsx → ../styles.css', 'app/global-error.tsx → ./(site)/styles.css'])
    // The feature routes, each importing the one file (relative paths of any depth).
    const features = importers.filter((line) => line.endsWith('/features.css'))
    expect(features.map((line) => line.split(' → ')[0]).sort()).toEqual([
      'app/(site)/[lang]/(print)/user/download-wishlist/page.tsx',
      'app/(site)/[lang]/access/layout.tsx',
      'app/(site)/[lang]/configurator/[slug]/page.tsx',
      'app/(site)/[lang]/mixer/composed/page.tsx',
      'app/(site)/[lang]/mixer/page.tsx',
      'app/(site)/[lang]/moodboard/[uuid]/page.tsx',
      'app/(site)/[lang]/user/downloads/page.tsx',
      'app/(site)/[lang]/user/moodboards/page.tsx',
    ])
    for (const line of features) {
      const [file = '', target = ''] = line.split(' → ')
      expect(path.resolve(source, path.dirname(file), target), line).toBe(entries[1])
    }
  })

  it('have no selector styled by two files in the same context', () => {
    const owners = new Map<string, Set<string>>()
    for (const file of stylesheets) {
      postcss.parse(fs.readFileSync(file, 'utf8'), { from: file }).walkRules((rule: Rule) => {
        const contexts: string[] = []
        for (let parent: Node | undefined = rule.parent; parent instanceof AtRule; parent = parent.parent) contexts.unshift(`@${parent.name} ${parent.params}`)
        if (contexts.some((context) => context.startsWith('@keyframes'))) return
        for (const selector of rule.selectors) {
          const key = [...contexts, selector.replace(/\s+/g, ' ').trim()].join(' ⟩ ')
          owners.set(key, (owners.get(key) ?? new Set()).add(relative(file)))
        }
      })
    }
    const shared = [...owners].filter(([, files]) => files.size > 1).map(([selector, files]) => `${selector}: ${[...files].join(', ')}`)
    expect(shared).toEqual([])
  })
})

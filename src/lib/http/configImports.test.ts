import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/** Value imports of a file (type-only imports vanish when the config is compiled). */
function valueImports(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8')
  return [...text.matchAll(/^import\s+(?!type\b)[^'"]*from\s+'([^']+)'/gm)].flatMap((match) => (match[1] ? [match[1]] : []))
}

describe('the files next.config.ts loads', () => {
  it('import each other by relative paths only: the config loader knows no @/ alias', () => {
    const seen = new Set<string>()
    const aliased: string[] = []
    const visit = (file: string) => {
      if (seen.has(file)) return
      seen.add(file)
      for (const specifier of valueImports(file)) {
        if (specifier.startsWith('@/')) aliased.push(`${path.relative(process.cwd(), file)} → ${specifier}`)
        if (!specifier.startsWith('.')) continue
        const base = path.resolve(path.dirname(file), specifier)
        const target = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((candidate) => fs.existsSync(candidate))
        if (target) visit(target)
      }
    }
    visit(path.resolve('next.config.ts'))
    expect(seen.size).toBeGreaterThan(3)
    expect(aliased).toEqual([])
  })
})

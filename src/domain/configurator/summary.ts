import type { Configuration, ConfiguratorModel, ConfiguratorVersion } from './model'

/** One chosen part as a summary lists it: the part's name, the material's name and code. */
export interface ChosenPart {
  part: string
  name: string
  material: string
  code: string
}

/** A configuration in words: its layout, each part's material and the chosen options' names, in the product's order. */
export interface ConfigurationSummary {
  version: ConfiguratorVersion | null
  parts: ChosenPart[]
  options: string[]
}

/** One line of a configuration's choices ("Upholstery: Pelle (PLE 01)") as the wishlist, the store request and the PDFs print it. */
export interface ChoiceLine {
  label: string
  value: string
}

/** What a configuration is made of, named in the model's language (an unknown code is simply left out). */
export function configurationSummary(model: ConfiguratorModel, configuration: Configuration): ConfigurationSummary {
  const version = model.versions.find((candidate) => candidate.token === configuration.version) ?? null
  const parts = model.parts.flatMap((part) => {
    const token = configuration.materials[part.code]
    const material = token && Object.hasOwn(model.materials, token) ? model.materials[token] : undefined
    return material ? [{ part: part.code, name: part.name, material: material.name, code: material.code }] : []
  })
  const options = model.options.filter((option) => configuration.options.includes(option.code)).map((option) => option.name)
  return { version, parts, options }
}

/** The summary as labelled lines: the layout, one line per part, the options (when any). */
export function choiceLines(summary: ConfigurationSummary, labels: { layout: string; options: string }): ChoiceLine[] {
  const lines: ChoiceLine[] = []
  if (summary.version) lines.push({ label: labels.layout, value: summary.version.name })
  for (const part of summary.parts) lines.push({ label: part.name, value: `${part.material} (${part.code})` })
  if (summary.options.length > 0) lines.push({ label: labels.options, value: summary.options.join(', ') })
  return lines
}

/** The lines in one sentence ("Layout: 3-seat; Upholstery: Pelle (PLE 01)"), for a message or an alternative text. */
export function choicesText(lines: readonly ChoiceLine[]): string {
  return lines.map((line) => `${line.label}: ${line.value}`).join('; ')
}

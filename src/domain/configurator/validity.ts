import type { Configuration, ConfiguratorModel, ConfiguratorOption } from './model'

/** Why an option cannot be chosen with the current choices. */
export type Unavailable = { kind: 'version'; versions: string[] } | { kind: 'excludes'; option: string }

/** True when one option rules the other out (either may say so). */
export function excludesEachOther(a: ConfiguratorOption, b: ConfiguratorOption): boolean {
  return a.excludes.includes(b.code) || b.excludes.includes(a.code)
}

/**
 * Whether an option can be added to a configuration, and why not: it exists only for some
 * versions (their names), or it cannot be combined with an option already chosen (its name).
 */
export function optionAvailability(model: ConfiguratorModel, configuration: Configuration, code: string): Unavailable | null {
  const option = model.options.find((candidate) => candidate.code === code)
  if (!option) return null
  if (option.onlyVersions.length > 0 && !option.onlyVersions.includes(configuration.version)) {
    return { kind: 'version', versions: model.versions.filter((version) => option.onlyVersions.includes(version.token)).map((version) => version.name) }
  }
  for (const chosen of configuration.options) {
    const other = model.options.find((candidate) => candidate.code === chosen)
    if (other && other.code !== option.code && excludesEachOther(option, other)) return { kind: 'excludes', option: other.name }
  }
  return null
}

/** Whether a material may dress a part. */
export function materialAllowed(model: ConfiguratorModel, part: string, token: string): boolean {
  return model.parts.some((candidate) => candidate.code === part && candidate.materials.includes(token))
}

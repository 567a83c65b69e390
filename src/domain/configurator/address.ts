import { CONFIGURATOR_MAX_CODE_LENGTH } from './limits'
import type { Configuration, ConfiguratorModel } from './model'
import { materialAllowed, optionAvailability } from './validity'

/**
 * The configuration in a short shareable address (issue 20): `?c=<version>_<materials>_<options>`,
 * readable and stable across databases because it names things by code, never by id:
 *
 * `?c=av-sof-001-236_upholstery.tess-101~cushions.ple-01~base.metalli-02_feather~scatter`
 *
 * Parts and options are named (not numbered), so an editor adding or reordering them does not
 * change what an old link shows. A tampered address is read as the nearest valid configuration
 * with notices (`readConfiguration`), never an error.
 */
export const CONFIG_PARAM = 'c'

/**
 * An address value as other features keep it (the wishlist's saved configurations, a moodboard's
 * configuration pieces): codes and the codec's separators only, at most 400 characters.
 */
export const configurationValuePattern = /^[a-z0-9][a-z0-9._~-]{0,399}$/

const GROUP = '_'
const ENTRY = '~'
const PAIR = '.'
const tokenPattern = /^[a-z0-9][a-z0-9-]{0,39}$/

/** Why the configuration shown differs from the address (shown to the visitor, never an error). */
export type ConfiguratorNotice =
  | { kind: 'unknownVersion' }
  | { kind: 'unknownPart'; part: string }
  | { kind: 'unknownMaterial'; part: string }
  | { kind: 'notAllowed'; part: string; material: string }
  | { kind: 'unknownOption'; option: string }
  | { kind: 'optionUnavailable'; option: string }

/** What an address asked for, before it is checked against the product. */
export interface RequestedConfiguration {
  version: string | null
  materials: [part: string, material: string][]
  options: string[]
}

function firstValue(value: string | readonly string[] | null | undefined): string {
  const text = typeof value === 'string' ? value : (value?.[0] ?? '')
  return text.slice(0, CONFIGURATOR_MAX_CODE_LENGTH).toLowerCase()
}

/** Splits the address value; anything not shaped like a code is dropped here. */
export function parseConfiguration(value: string | readonly string[] | null | undefined): RequestedConfiguration {
  const [version = '', materials = '', options = ''] = firstValue(value).split(GROUP)
  const pairs = materials
    .split(ENTRY)
    .map((entry) => entry.split(PAIR))
    .flatMap(([part = '', material = '', ...rest]): [string, string][] => (rest.length === 0 && tokenPattern.test(part) && tokenPattern.test(material) ? [[part, material]] : []))
  return {
    version: tokenPattern.test(version) ? version : null,
    materials: pairs,
    options: options.split(ENTRY).filter((option) => tokenPattern.test(option)),
  }
}

/** The address value of a configuration (parts and options in the product's order). */
export function formatConfiguration(model: ConfiguratorModel, configuration: Configuration): string {
  const materials = model.parts.flatMap((part) => {
    const token = configuration.materials[part.code]
    return token ? [`${part.code}${PAIR}${token}`] : []
  })
  const options = model.options.filter((option) => configuration.options.includes(option.code)).map((option) => option.code)
  return [configuration.version, materials.join(ENTRY), options.join(ENTRY)].join(GROUP).replace(/_+$/, '')
}

/** The product's starting configuration: its first version, each part's first material, no options. */
export function defaultConfiguration(model: ConfiguratorModel): Configuration {
  return {
    version: model.versions[0]?.token ?? '',
    materials: Object.fromEntries(model.parts.flatMap((part) => (part.materials[0] ? [[part.code, part.materials[0]]] : []))),
    options: [],
  }
}

/**
 * The nearest valid configuration to what was asked, with what was changed: an unknown
 * version (or one of another product) becomes the first; an unknown part is ignored; an
 * unknown material, or one the part does not allow, gives way to the part's first; an unknown
 * option is dropped, and so is one this version does not have or that an earlier option rules out.
 */
export function validConfiguration(model: ConfiguratorModel, requested: RequestedConfiguration): { configuration: Configuration; notices: ConfiguratorNotice[] } {
  const notices: ConfiguratorNotice[] = []
  const configuration = defaultConfiguration(model)
  if (requested.version !== null) {
    if (model.versions.some((version) => version.token === requested.version)) configuration.version = requested.version
    else notices.push({ kind: 'unknownVersion' })
  }
  for (const [part, material] of requested.materials) {
    if (!model.parts.some((candidate) => candidate.code === part)) notices.push({ kind: 'unknownPart', part })
    else if (!Object.hasOwn(model.materials, material)) notices.push({ kind: 'unknownMaterial', part })
    else if (!materialAllowed(model, part, material)) notices.push({ kind: 'notAllowed', part, material })
    else configuration.materials[part] = material
  }
  for (const option of model.options) {
    if (!requested.options.includes(option.code) || configuration.options.includes(option.code)) continue
    if (optionAvailability(model, configuration, option.code)) notices.push({ kind: 'optionUnavailable', option: option.code })
    else configuration.options.push(option.code)
  }
  for (const option of requested.options) {
    if (!model.options.some((candidate) => candidate.code === option)) notices.push({ kind: 'unknownOption', option })
  }
  return { configuration, notices }
}

/** Reads an address value against the product: the configuration to show and the notices. */
export function readConfiguration(model: ConfiguratorModel, value: string | readonly string[] | null | undefined) {
  return validConfiguration(model, parseConfiguration(value))
}

/**
 * After the visitor changes the version: the options this version does not have are dropped
 * (their codes returned, so the page can say why).
 */
export function withVersion(model: ConfiguratorModel, configuration: Configuration, version: string): { configuration: Configuration; dropped: string[] } {
  const next: Configuration = { ...configuration, version, options: [] }
  const dropped: string[] = []
  for (const option of configuration.options) {
    if (optionAvailability(model, next, option)) dropped.push(option)
    else next.options.push(option)
  }
  return { configuration: next, dropped }
}

import { ZxcvbnFactory, type MatchExtended } from '@zxcvbn-ts/core'
import * as common from '@zxcvbn-ts/language-common'
import * as de from '@zxcvbn-ts/language-de'
import * as en from '@zxcvbn-ts/language-en'
import * as es from '@zxcvbn-ts/language-es-es'
import * as fr from '@zxcvbn-ts/language-fr'
import * as it from '@zxcvbn-ts/language-it'
import { PASSWORD_MAX_LENGTH } from './constants'
import { BRAND_WORDS } from './passwordPolicy'

/**
 * zxcvbn-ts with the dictionaries that exist for the site's languages: Italian, English, German,
 * Spanish (Spain) and French (no packages exist for Russian or Chinese; the common list and the
 * keyboard graphs apply to every password), plus the brand's own words as a dictionary of their
 * own, so that a password built on the brand is found as such. Heavy (several MB of words):
 * imported by the server's policy and, lazily, by the account pages' strength meter only.
 */
function prefixed(language: string, dictionary: Record<string, string[]>): Record<string, string[]> {
  // language-de, -it (3.x) name their lists commonWords, firstnames...; -en, -fr, -es-es (4.x) suffix them: one name each.
  return Object.fromEntries(Object.entries(dictionary).map(([name, words]) => [name.endsWith(`-${language}`) ? name : `${name}-${language}`, words]))
}

let factory: ZxcvbnFactory | undefined

/** The process's estimator, built on first use (building it ranks every dictionary once). */
export function passwordEstimator(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    graphs: common.adjacencyGraphs,
    dictionary: {
      ...common.dictionary,
      ...prefixed('it', it.dictionary),
      ...prefixed('en', en.dictionary),
      ...prefixed('de', de.dictionary),
      ...prefixed('es-es', es.dictionary),
      ...prefixed('fr', fr.dictionary),
      brand: [...BRAND_WORDS],
    },
    maxLength: PASSWORD_MAX_LENGTH * 2,
  })
  return factory
}

/** What the policy needs of an estimate: the 0–4 score and the dictionaries its parts came from. */
export interface StrengthEstimate {
  score: number
  /** The dictionary of each part of the cheapest explanation of the password ('passwords-common', 'userInputs', 'brand'...). */
  dictionaries: string[]
}

const dictionaryOf = (match: MatchExtended): string | null => {
  const name: unknown = match.pattern === 'dictionary' ? match.dictionaryName : null
  return typeof name === 'string' ? name : null
}

/** Estimates a password, `userInputs` (the visitor's own words) counted as a dictionary. */
export function estimatePassword(password: string, userInputs: readonly string[]): StrengthEstimate {
  const result = passwordEstimator().check(password, [...userInputs])
  return { score: result.score, dictionaries: result.sequence.map(dictionaryOf).filter((name): name is string => name !== null) }
}

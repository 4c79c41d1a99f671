import type { Request } from 'express'
import { challenges, type ChallengeDefinition } from '@pulp/challenges'
import type { Challenge, Hint } from '@pulp/shared'
import type { Config } from '../config/schema'
import { describeChallenge, HARMFUL_NOTE, renderText } from './challenge-store'
import {
  defaultLanguageFolders,
  languageKeysIn,
  readChallengeTexts,
  readUiTexts,
  requestedLanguage,
  type ChallengeTexts,
  type LanguageFolders,
} from '../lib/languages/language-files'

/** The UI string (web app file) the server uses for the note on challenges that could harm their host. */
export const HARMFUL_NOTE_KEY = 'NOTE_POTENTIALLY_HARMFUL'

interface LoadedLanguage {
  texts: ChallengeTexts
  harmfulNote: string
}

export interface ChallengeTranslator {
  /** The shipped language the request's cookie asks for; undefined means English (the registry). */
  languageOf(req: Request): string | undefined
  challenge<Dto extends Challenge>(dto: Dto, language: string | undefined): Dto
  hint<Dto extends Hint>(dto: Dto, language: string | undefined): Dto
  /** The challenge whose name in that language is `name`, for clients that only know the translated name. */
  keyOfTranslatedName(name: string, language: string | undefined): string | undefined
}

/**
 * Translates challenge names, descriptions and hints on the way out; the database keeps English, which is what
 * flags, filters and notifications use. Nothing is read at boot: the list of shipped languages and each language's
 * texts are read on first use and kept for the life of the shop.
 */
export function createChallengeTranslator(config: Config, folders: LanguageFolders = defaultLanguageFolders()): ChallengeTranslator {
  let shipped: ReadonlySet<string> | undefined
  const loaded = new Map<string, LoadedLanguage>()

  function load(language: string): LoadedLanguage {
    let entry = loaded.get(language)
    if (!entry) {
      entry = {
        texts: readChallengeTexts(folders, language) ?? {},
        harmfulNote: readUiTexts(folders, language)?.[HARMFUL_NOTE_KEY] ?? HARMFUL_NOTE,
      }
      loaded.set(language, entry)
    }
    return entry
  }

  function textsOf(key: string, language: string | undefined) {
    return language === undefined ? undefined : load(language).texts[key]
  }

  return {
    languageOf(req) {
      shipped ??= new Set(languageKeysIn(folders.challengeTexts))
      return requestedLanguage(req, shipped)
    },

    challenge(dto, language) {
      const text = textsOf(dto.key, language)
      if (!text || language === undefined) return dto
      const firstHint = text.hints?.[0]
      return {
        ...dto,
        name: text.name ?? dto.name,
        description: text.description
          ? describeChallenge(text.description, config, dto.disabledEnv, load(language).harmfulNote)
          : dto.description,
        hint: dto.hint !== null && firstHint ? renderText(firstHint, config) : dto.hint,
      }
    },

    hint(dto, language) {
      const definition = challenges[dto.ChallengeId - 1] as ChallengeDefinition | undefined
      const translated = definition && textsOf(definition.key, language)?.hints?.[dto.order - 1]
      return translated ? { ...dto, text: renderText(translated, config) } : dto
    },

    keyOfTranslatedName(name, language) {
      if (language === undefined) return undefined
      const { texts } = load(language)
      return challenges.find(({ key }) => texts[key]?.name === name)?.key
    },
  }
}

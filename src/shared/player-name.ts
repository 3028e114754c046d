// Player names go from one guest's keyboard to everyone's screen, so the host cleans them once,
// on the way in: one Unicode form (NFC), no control characters, nothing that reorders the text shown
// after the name (bidi embeddings, overrides, isolates), and nothing that looks blank or like the
// computer player. Each refusal has its own error code, so a page can say what to change.
import { z } from 'zod'

export const MAX_NAME_LENGTH = 40
/** Longer input is refused before any cleaning (a frame is 64 KiB at most anyway). */
const MAX_RAW_NAME_LENGTH = 200

export type NameProblem = 'name-invalid' | 'name-blank' | 'name-reserved'
export const NAME_PROBLEMS: readonly NameProblem[] = ['name-invalid', 'name-blank', 'name-reserved']

/** LRE, RLE, PDF, LRO, RLO and LRI, RLI, FSI, PDI: they would reorder the text after the name. */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g
/** Zero-width space, word joiner, zero-width no-break space: invisible, and no script needs them in a name. */
const ZERO_WIDTH_SPACES = /[\u200B\u2060\uFEFF]/g
/** C0 and C1 controls, DEL; tabs and line breaks among them become spaces. */
const CONTROLS = /\p{Cc}/gu
const SPACES = /\s+/gu
/**
 * What shows nothing on its own: format characters (zero-width joiners, marks, tags), combining
 * marks with no letter to sit on, every kind of space, and the letters that are blank fillers
 * (Hangul fillers, the braille blank).
 */
const INVISIBLE = /[\p{Cf}\p{M}\p{Z}\s\u115F\u1160\u3164\uFFA0\u2800]/gu
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/
/** Names a person may not take: the computer player's. Compared without case, accents or invisibles. */
const RESERVED = new Set(['computer'])

export type NameCheck = { ok: true; name: string } | { ok: false; problem: NameProblem; message: string }

/** The name as it is stored and shown: NFC, controls and bidi controls gone, spaces collapsed. */
export function normalizeName(raw: string): string {
  return raw
    .normalize('NFC')
    .replace(BIDI_CONTROLS, '')
    .replace(ZERO_WIDTH_SPACES, '')
    .replace(CONTROLS, ' ')
    .replace(SPACES, ' ')
    .trim()
}

function reservedKey(name: string): string {
  return name.normalize('NFKD').replace(INVISIBLE, '').toLowerCase()
}

/**
 * Checks and cleans a name. `seat`: the name of a person at the table (a join), which may not be
 * the computer player's; a room's name may.
 */
export function checkName(raw: string, { seat }: { seat: boolean }): NameCheck {
  if (raw.length > MAX_RAW_NAME_LENGTH) return { ok: false, problem: 'name-invalid', message: `names are at most ${MAX_NAME_LENGTH} characters` }
  if (LONE_SURROGATE.test(raw)) return { ok: false, problem: 'name-invalid', message: 'the name is not valid text (a lone surrogate)' }
  const name = normalizeName(raw)
  if (name.replace(INVISIBLE, '') === '') return { ok: false, problem: 'name-blank', message: 'the name shows nothing: type some letters' }
  if (name.length > MAX_NAME_LENGTH) return { ok: false, problem: 'name-invalid', message: `names are at most ${MAX_NAME_LENGTH} characters` }
  if (seat && RESERVED.has(reservedKey(name))) return { ok: false, problem: 'name-reserved', message: `"${name}" is the computer player's name: choose another` }
  return { ok: true, name }
}

function nameSchema(seat: boolean) {
  return z.string().transform((raw, ctx) => {
    const checked = checkName(raw, { seat })
    if (checked.ok) return checked.name
    ctx.addIssue({ code: 'custom', message: checked.message, params: { errorCode: checked.problem } })
    return z.NEVER
  })
}

/** A person's name at the table (join). */
export const playerNameSchema = nameSchema(true)
/** A room's name (createRoom). */
export const roomNameSchema = nameSchema(false)

/** The name refusal among a failed parse's issues, if that is what failed. */
export function nameProblemOf(error: z.ZodError): { problem: NameProblem; message: string } | null {
  for (const issue of error.issues) {
    const code: unknown = issue.code === 'custom' ? issue.params?.errorCode : undefined
    if (typeof code === 'string' && (NAME_PROBLEMS as readonly string[]).includes(code)) {
      return { problem: code as NameProblem, message: issue.message }
    }
  }
  return null
}

import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import { RECOVERY_CODE_LENGTH, ROOM_CODE_ALPHABET, ROOM_CODE_LENGTH } from '../../shared/protocol'

/** A short code people can read out loud: no 0/O or 1/I/L to confuse. */
export function newRoomCode(taken: (code: string) => boolean): string {
  for (;;) {
    let code = ''
    for (let i = 0; i < ROOM_CODE_LENGTH; i++) code += ROOM_CODE_ALPHABET[randomInt(ROOM_CODE_ALPHABET.length)]
    if (!taken(code)) return code
  }
}

/** 192 random bits: a seat's key, unguessable. */
export function newToken(): string {
  return randomBytes(24).toString('base64url')
}

/** A game seed the clients never see. */
export function newSeed(): string {
  return randomBytes(16).toString('hex')
}

/**
 * A seat's recovery code: short enough to write down or read out, drawn from the seat's token so it
 * needs no saving and changes whenever the token does (a removed guest's code dies with their token).
 * About 40 bits: guessing it is bounded by the per-address guess limit (net/guess-limit.ts).
 */
export function recoveryCodeOf(token: string): string {
  const n = ROOM_CODE_ALPHABET.length
  // Bytes at or above the last whole multiple of the alphabet are skipped, so every letter is as likely.
  const fair = 256 - (256 % n)
  let code = ''
  for (let round = 0; code.length < RECOVERY_CODE_LENGTH; round++) {
    for (const byte of createHash('sha256').update(`safehouse-seat-recovery:${round}:${token}`).digest()) {
      if (byte < fair && code.length < RECOVERY_CODE_LENGTH) code += ROOM_CODE_ALPHABET[byte % n]
    }
  }
  return code
}

/** Whether `typed` (already normalised by the protocol's schema) is the recovery code of `token`. */
export function isRecoveryCodeOf(typed: string, token: string): boolean {
  const wanted = Buffer.from(recoveryCodeOf(token))
  const given = Buffer.from(typed)
  return given.length === wanted.length && timingSafeEqual(given, wanted)
}

import { randomBytes, randomInt } from 'node:crypto'
import { ROOM_CODE_ALPHABET, ROOM_CODE_LENGTH } from '../../shared/protocol'

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

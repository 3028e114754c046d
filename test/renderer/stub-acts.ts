// The game store's acts, stubbed for table tests: the spy records what a table sends, and each act
// waits, as over the wire, until the test says the host applied it (land) or refused it (refuse).
import { vi } from 'vitest'
import { RequestError } from '../../src/renderer/src/net/host-client'
import type { useGameStore } from '../../src/renderer/src/stores/game'

type Waiting = { resolve(seq: number): void; reject(err: Error): void }

export function stubActs(game: ReturnType<typeof useGameStore>) {
  const waiting: Waiting[] = []
  const act = vi.spyOn(game, 'sendAndWait').mockImplementation(() => new Promise<number>((resolve, reject) => waiting.push({ resolve, reject })))
  return {
    act,
    /** The host applied every act still waiting (its 'acted'). */
    land(seq = 0): void {
      for (const w of waiting.splice(0)) w.resolve(seq)
    },
    /** The host refused every act still waiting (an error with its id). */
    refuse(code: RequestError['code'], message: string, rule?: string): void {
      for (const w of waiting.splice(0)) w.reject(new RequestError(code, message, rule))
    },
  }
}

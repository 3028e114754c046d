// A small, well-known seeded generator (sfc32, seeded by cyrb128) whose whole state is four
// numbers, so it lives inside the JSON game state and a game replays exactly from its seed.

export type RngState = [number, number, number, number]

export function seedRng(seed: string): RngState {
  let h1 = 1779033703
  let h2 = 3144134277
  let h3 = 1013904242
  let h4 = 2773480762
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i)
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067)
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233)
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213)
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179)
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067)
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233)
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213)
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179)
  h1 ^= h2 ^ h3 ^ h4
  h2 ^= h1
  h3 ^= h1
  h4 ^= h1
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0]
}

/** Advances `state` in place and returns a uniform number in [0, 1). */
export function nextFloat(state: RngState): number {
  let [a, b, c, d] = state
  const t = (((a + b) | 0) + d) | 0
  d = (d + 1) | 0
  a = b ^ (b >>> 9)
  b = (c + (c << 3)) | 0
  c = (c << 21) | (c >>> 11)
  c = (c + t) | 0
  state[0] = a >>> 0
  state[1] = b >>> 0
  state[2] = c >>> 0
  state[3] = d >>> 0
  return (t >>> 0) / 4294967296
}

/** A uniform integer in [0, n). */
export function nextInt(state: RngState, n: number): number {
  return Math.floor(nextFloat(state) * n)
}

/** A shuffled copy (Fisher–Yates). */
export function shuffled<T>(state: RngState, items: readonly T[]): T[] {
  const out = items.slice()
  for (let i = out.length - 1; i > 0; i--) {
    const j = nextInt(state, i + 1)
    const tmp = out[i]
    out[i] = out[j]
    out[j] = tmp
  }
  return out
}

// A record file's shape, checked on its text before it is parsed (issue 34, point 9): a hostile file
// of a few MiB can nest arrays a million deep or name a hundred thousand seats, and parsing and
// checking such a thing held the desktop app's loop, where the host runs, for seconds. One pass over
// the characters, in a few milliseconds a MiB, finds nesting and sizes no record has.

export interface ShapeLimits {
  /** Containers inside one another. */
  depth: number
  /** Keys of one object. */
  keys: number
  /** Items of one array. */
  items: number
}

const OPEN_OBJECT = 0x7b
const CLOSE_OBJECT = 0x7d
const OPEN_ARRAY = 0x5b
const CLOSE_ARRAY = 0x5d
const COMMA = 0x2c
const QUOTE = 0x22
const BACKSLASH = 0x5c
const SPACES = new Set([0x20, 0x09, 0x0a, 0x0d])

/** What in `text` goes past `limits`, or null. Not a JSON check: JSON.parse comes after, on text that passed. */
export function shapeProblem(text: string, limits: ShapeLimits): string | null {
  // Per open container, by depth: the items begun in it so far, and whether it is an object.
  const counts = new Int32Array(limits.depth + 1)
  const objects = new Uint8Array(limits.depth + 1)
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === BACKSLASH) i++
      else if (c === QUOTE) inString = false
      continue
    }
    if (c === QUOTE) {
      inString = true
      if (depth > 0 && counts[depth] === 0) counts[depth] = 1
    } else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      if (depth > 0 && counts[depth] === 0) counts[depth] = 1
      if (++depth > limits.depth) return `nested more than ${limits.depth} deep`
      counts[depth] = 0
      objects[depth] = c === OPEN_OBJECT ? 1 : 0
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
      depth = Math.max(0, depth - 1)
    } else if (c === COMMA && depth > 0) {
      const count = ++counts[depth]
      if (objects[depth] === 1 ? count > limits.keys : count > limits.items) return objects[depth] === 1 ? `an object with more than ${limits.keys} keys` : `an array with more than ${limits.items} items`
    } else if (depth > 0 && counts[depth] === 0 && !SPACES.has(c)) {
      counts[depth] = 1
    }
  }
  return null
}

// The deduction helper (the Spy Notebook done exactly): counting perfect matchings proven against
// brute force, the facts each event gives, and worked examples.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  PIECE_SETS,
  PIECE_SET_IDS,
  beliefsFromAllowed,
  countMatchings,
  deduce,
  deduceFromFacts,
  propagate,
  type Direction,
  type Label,
  type MovementId,
  type SideFacts,
  type SpyFacts,
  type TypeId,
} from '../../../src/engine/confusion'
import { arrange, move, newGame, play, view } from './helpers'
import { runs } from '../../support/runs'

/** Every permutation of 0..n-1. */
function permutations(n: number): number[][] {
  if (n === 0) return [[]]
  const out: number[][] = []
  for (const rest of permutations(n - 1)) {
    for (let i = 0; i <= rest.length; i++) out.push([...rest.slice(0, i), n - 1, ...rest.slice(i)])
  }
  return out
}

describe('counting perfect matchings', () => {
  it('agrees with brute force on every small bipartite graph drawn (total and every pair)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }).chain((n) => fc.array(fc.integer({ min: 0, max: (1 << n) - 1 }), { minLength: n, maxLength: n })), (allowed) => {
        const n = allowed.length
        const pairs = Array.from({ length: n }, () => new Array<number>(n).fill(0))
        let total = 0
        for (const p of permutations(n)) {
          if (p.every((col, row) => (allowed[row] >> col) & 1)) {
            total++
            p.forEach((col, row) => pairs[row][col]++)
          }
        }
        const counted = countMatchings(allowed)
        expect(counted.total).toBe(total)
        expect(counted.pairs).toEqual(pairs)
        // Propagation prunes without changing the matchings.
        expect(countMatchings(propagate(allowed))).toEqual(counted)
      }),
      { numRuns: runs(400) },
    )
  })

  it('counts 13! for 13 unconstrained spies, exactly', () => {
    const full = new Array(13).fill((1 << 13) - 1)
    const { total, pairs } = countMatchings(full)
    expect(total).toBe(6227020800)
    expect(pairs[0][0]).toBe(479001600)
  })
})

/** Independent semantics of the facts, for brute force: may `piece` be the piece of `spy`? */
function consistent(facts: SideFacts, spy: SpyFacts, piece: MovementId): boolean {
  if (spy.known !== null) return piece === spy.known
  if (piece === 'DA') return !spy.promoted
  const t = facts.types[piece]
  if (spy.promoted && !(facts.anyPromotes || t.crown)) return false
  if (spy.crownless && t.crown) return false
  return spy.tries.every((tr) => (tr.dist <= t.R && t.directions.includes(tr.dir)) === tr.yes)
}

const DIRS: Direction[] = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW']
const ALL: MovementId[] = ['M01', 'M02', 'M03', 'M04', 'M05', 'M06', 'M07', 'M08', 'M09', 'M10', 'M11', 'M12', 'DA']
const LABELS: Label[] = ['A', 'C', 'D', 'E', 'F', 'G', 'H']

/** Small sides (up to 7 spies and pieces) with facts drawn from a hidden true assignment, so they are consistent. */
const smallSideArb: fc.Arbitrary<SideFacts> = fc
  .record({
    pieces: fc.shuffledSubarray(ALL, { minLength: 1, maxLength: 7 }),
    set: fc.constantFrom(...PIECE_SET_IDS),
    anyPromotes: fc.boolean(),
    seeds: fc.array(
      fc.record({
        known: fc.integer({ min: 0, max: 9 }),
        promote: fc.integer({ min: 0, max: 5 }),
        crownless: fc.integer({ min: 0, max: 5 }),
        tries: fc.array(fc.record({ dir: fc.constantFrom(...DIRS), dist: fc.integer({ min: 1, max: 5 }), coin: fc.boolean() }), { maxLength: 4 }),
      }),
      { minLength: 7, maxLength: 7 },
    ),
  })
  .map(({ pieces, set, anyPromotes, seeds }) => ({
    side: 'white' as const,
    pieces,
    types: PIECE_SETS[set],
    anyPromotes,
    spies: pieces.map((truth, i): SpyFacts => {
      const seed = seeds[i]
      const type = truth === 'DA' ? null : PIECE_SETS[set][truth as TypeId]
      const promoted = type !== null && (anyPromotes || type.crown) && seed.promote === 0
      return {
        label: LABELS[i],
        known: seed.known === 0 ? truth : null,
        promoted,
        crownless: !promoted && (type === null || !type.crown) && seed.crownless === 0,
        tries: promoted ? [] : seed.tries.map((t) => ({ dir: t.dir, dist: t.dist, yes: type === null ? t.coin : t.dist <= type.R && type.directions.includes(t.dir) })),
      }
    }),
  }))

describe('the deduction over a side', () => {
  it('agrees with brute force over every assignment on small sides: possible pieces and exact probabilities', () => {
    fc.assert(
      fc.property(smallSideArb, (facts) => {
        const n = facts.pieces.length
        const counts = facts.spies.map(() => new Map<MovementId, number>())
        let total = 0
        for (const p of permutations(n)) {
          if (!p.every((j, i) => consistent(facts, facts.spies[i], facts.pieces[j]))) continue
          total++
          p.forEach((j, i) => counts[i].set(facts.pieces[j], (counts[i].get(facts.pieces[j]) ?? 0) + 1))
        }
        const d = deduceFromFacts(facts)
        expect(total).toBeGreaterThan(0)
        expect(d.assignments).toBe(total)
        d.spies.forEach((belief, i) => {
          expect(belief.possible).toEqual(facts.pieces.filter((piece) => counts[i].has(piece)))
          for (const piece of facts.pieces) expect(belief.probabilities[piece]).toBeCloseTo((counts[i].get(piece) ?? 0) / total, 12)
        })
      }),
      { numRuns: runs(500) },
    )
  })

  it('beliefsFromAllowed: one piece each, so a spy pinned to a piece takes it from the others', () => {
    const d = beliefsFromAllowed('white', ['A', 'C', 'D'], ['M01', 'M02', 'M03'], [['M01'], ['M01', 'M02'], ['M01', 'M02', 'M03']])
    expect(d.assignments).toBe(1)
    expect(d.spies.map((s) => s.possible)).toEqual([['M01'], ['M02'], ['M03']])
  })
})

describe('deduce, from a seat\'s view', () => {
  it('at the start every spy may hold any of the 13 pieces, each with probability 1/13', () => {
    const d = deduce(view(newGame(), 'white'))
    expect(d.side).toBe('white')
    expect(d.assignments).toBe(6227020800)
    for (const spy of d.spies) {
      expect(spy.possible).toHaveLength(13)
      for (const p of Object.values(spy.probabilities)) expect(p).toBeCloseTo(1 / 13, 12)
    }
  })

  it('a NO to "forward two" crosses off the left half of the row: the six types that move forward 2 (worked example)', () => {
    const s = move(arrange(newGame(), { white: { A: [1, 2] } }), 'white', [1, 2], [1, 4]) // A is M01: a no
    const a = deduce(view(s, 'white')).spies[0]
    expect(a.possible).toEqual(['M01', 'M02', 'M04', 'M06', 'M08', 'M12', 'DA'])
  })

  it('a YES to "forward 3" and a NO to "forward 4" leave M07 or the Double Agent, half and half', () => {
    let s = move(newGame(), 'white', [3, 1], [3, 5]) // H is M07: a no
    s = move(s, 'red', [7, 9], [7, 8])
    s = move(s, 'white', [3, 1], [3, 4]) // a yes
    const d = deduce(view(s, 'white'))
    const h = d.spies.find((x) => x.label === 'H')
    expect(h?.possible).toEqual(['M07', 'DA'])
    expect(h?.probabilities.M07).toBeCloseTo(0.5, 12)
    const a = d.spies.find((x) => x.label === 'A')
    expect(a?.probabilities.M07).toBeCloseTo(1 / 24, 12)
    expect(a?.probabilities.M01).toBeCloseTo(1 / 12, 12)
    expect(d.assignments).toBe(2 * 479001600)
  })

  it('promotion tells a crown piece; reaching the edge unpromoted tells none', () => {
    // H moved forward 2 (a yes) and was promoted: a crown piece that moves forward 2.
    const promoted = move(arrange(newGame(), { white: { H: [0, 8] } }), 'white', [0, 8], [0, 10])
    expect(deduce(view(promoted, 'white')).spies.find((x) => x.label === 'H')?.possible).toEqual(['M07', 'M09', 'M10'])
    const plain = move(arrange(newGame(), { white: { F: [0, 8] } }), 'white', [0, 8], [0, 10])
    expect(deduce(view(plain, 'white')).spies.find((x) => x.label === 'F')?.possible).toEqual(['M03', 'M05', 'M11', 'DA'])
  })

  it('Reveal 1 pins the piece for its owner, and the opponent knows that the owner knows', () => {
    const s = play(newGame({ tokens: true }), 'white', { type: 'token', kind: 'reveal', at: [3, 1] })
    const own = deduce(view(s, 'white'))
    expect(own.spies.find((x) => x.label === 'H')?.possible).toEqual(['M07'])
    expect(own.spies.find((x) => x.label === 'A')?.possible).not.toContain('M07')
    expect(deduce(view(s, 'red'), 'white')).toEqual(own)
    expect(deduce(view(s, null), 'white').spies.find((x) => x.label === 'H')?.possible).toHaveLength(13)
  })

  it('an unmasked Double Agent is known to all, and no other spy can be it', () => {
    const s = play(newGame(), 'red', { type: 'orders', doubleAgent: 'yes' })
    const unmasked = play(s, 'white', { type: 'eliminateDoubleAgent' })
    const d = deduce(view(unmasked, 'red'))
    expect(d.spies.find((x) => x.label === 'X')?.possible).toEqual(['DA'])
    expect(d.spies.filter((x) => x.label !== 'X').every((x) => !x.possible.includes('DA'))).toBe(true)
  })

  it('Variant 1 has no Double Agent to deduce', () => {
    const d = deduce(view(newGame({ variants: { honor: true } }), 'white'))
    expect(d.spies).toHaveLength(12)
    expect(d.spies.every((x) => x.possible.length === 12 && !x.possible.includes('DA'))).toBe(true)
  })

  it('a spectator must name the side', () => {
    expect(() => deduce(view(newGame(), null))).toThrow()
  })
})

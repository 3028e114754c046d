// What the player at the table is doing with the board right now: choosing a spy and its target
// (with the briefcase's mode), or naming a spy for a free action, or placing spies (Variant 4);
// and the confirmations before eliminations and tokens. The board and the turn panel share it.
import { computed, ref, watch, type Ref } from 'vue'
import { standardPlacement } from '@engine/confusion/client'
import type { Action, Label, PlayerView, Seat, Square, TokenKind } from '@shared/confusion/types'
import { sameSquare, squareKey, squareName } from './frame'
import { actionsOf, modesOf, moveAction, spyAt, squaresFor, swapSquares, targetsOf, type MoveMode } from './moves'
import { labelOn, placeOn, placementIssue, placementSquares, type Placement } from './placement'

export type Intent = 'move' | 'eliminateOwn' | 'reveal' | 'swap'

/** A free action waiting for the player's confirmation. */
export interface Confirmation {
  kind: 'eliminateOwn' | 'eliminateDoubleAgent' | TokenKind
  action: Action
  params: Record<string, string>
}

const NONE: ReadonlyMap<string, Square> = new Map()

export function useTurnControls(view: Ref<PlayerView | null>, send: (action: Action) => void) {
  const actions = computed(() => (view.value ? actionsOf(view.value) : []))
  const prompt = computed(() => view.value?.prompt ?? null)
  const intent = ref<Intent>('move')
  const selected = ref<Square | null>(null)
  const mode = ref<MoveMode>(null)
  const swapFirst = ref<Square | null>(null)
  const confirmation = ref<Confirmation | null>(null)
  const placement = ref<Placement>({})
  const placing = ref<Label | null>(null)

  function reset(): void {
    intent.value = 'move'
    selected.value = null
    mode.value = null
    swapFirst.value = null
    confirmation.value = null
  }
  // Another seat on screen (hot-seat) never sees the previous one's layout in progress.
  watch(
    () => view.value?.seat ?? null,
    () => {
      placement.value = {}
      placing.value = null
    },
  )
  // A new question (or the same one after an answer landed) starts afresh.
  watch(
    () => {
      const v = view.value
      return v ? `${v.seat}:${v.log.length}:${v.phase}:${v.prompt?.type ?? '-'}:${v.current.attempts}:${v.current.free ?? '-'}` : ''
    },
    () => {
      reset()
      const p = view.value?.prompt
      if (p?.type === 'place' && Object.keys(placement.value).length === 0) placing.value = p.labels[0] ?? null
    },
    { immediate: true },
  )

  const placeSquares = computed(() => (prompt.value?.type === 'place' ? placementSquares(prompt.value.rows, prompt.value.columns) : NONE))
  const issue = computed(() => (prompt.value?.type === 'place' ? placementIssue(prompt.value.labels, prompt.value.rows, placement.value) : null))

  const movers = computed(() => {
    const p = prompt.value
    const out = new Map<string, Square>()
    if (p?.type === 'move') for (const sq of p.movers) out.set(squareKey(sq), sq)
    return out
  })

  const pickable = computed<ReadonlyMap<string, Square>>(() => {
    if (prompt.value?.type === 'place') return placeSquares.value
    switch (intent.value) {
      case 'move':
        return movers.value
      case 'eliminateOwn':
        return squaresFor(actions.value, 'eliminateOwn')
      case 'reveal':
        return squaresFor(actions.value, 'reveal')
      case 'swap':
        return swapSquares(actions.value, swapFirst.value)
    }
    return NONE
  })
  const modes = computed<MoveMode[]>(() => (selected.value ? modesOf(actions.value, selected.value) : []))
  const targets = computed<ReadonlyMap<string, Square>>(() =>
    intent.value === 'move' && selected.value ? targetsOf(actions.value, selected.value, mode.value) : NONE,
  )

  function select(sq: Square | null): void {
    selected.value = sq
    if (sq === null) return
    const m = modesOf(actions.value, sq)
    mode.value = m.includes(null) ? null : 'carry'
  }

  function labelAt(sq: Square): string {
    const v = view.value
    return v ? (spyAt(v, sq)?.label ?? '?') : '?'
  }

  function ask(kind: Confirmation['kind'], action: Action, params: Record<string, string> = {}): void {
    confirmation.value = { kind, action, params }
  }

  function pick(sq: Square): void {
    const p = prompt.value
    if (!p) return
    const k = squareKey(sq)
    if (p.type === 'place') {
      pickForPlacement(sq)
      return
    }
    switch (intent.value) {
      case 'move':
        if (selected.value && targets.value.has(k)) {
          send(moveAction(selected.value, sq, mode.value))
          return
        }
        if (movers.value.has(k)) select(sameSquare(selected.value, sq) ? null : sq)
        return
      case 'eliminateOwn':
        if (pickable.value.has(k)) ask('eliminateOwn', { type: 'eliminateOwn', at: sq }, { label: labelAt(sq), at: squareName(sq) })
        return
      case 'reveal':
        if (pickable.value.has(k)) ask('reveal', { type: 'token', kind: 'reveal', at: sq }, { label: labelAt(sq) })
        return
      case 'swap':
        if (!pickable.value.has(k)) return
        if (swapFirst.value === null) swapFirst.value = sq
        else if (sameSquare(swapFirst.value, sq)) swapFirst.value = null
        else ask('swap', { type: 'token', kind: 'swap', a: swapFirst.value, b: sq }, { a: labelAt(swapFirst.value), b: labelAt(sq) })
    }
  }

  function drag(from: Square, to: Square): void {
    if (intent.value === 'move' && sameSquare(selected.value, from) && targets.value.has(squareKey(to))) send(moveAction(from, to, mode.value))
  }

  /** Starts a free action: one that names a spy turns the board to naming it; the others ask at once. */
  function startFree(kind: Confirmation['kind'], enemyDoubleAgent: { label: string; at: string } | null = null): void {
    reset()
    if (kind === 'eliminateOwn') intent.value = 'eliminateOwn'
    else if (kind === 'reveal') intent.value = 'reveal'
    else if (kind === 'swap') intent.value = 'swap'
    else if (kind === 'move2') ask('move2', { type: 'token', kind: 'move2' })
    else ask('eliminateDoubleAgent', { type: 'eliminateDoubleAgent' }, enemyDoubleAgent ?? {})
  }

  function revealOffBoard(label: Label): void {
    ask('reveal', { type: 'token', kind: 'reveal', label }, { label })
  }

  function confirm(): void {
    const c = confirmation.value
    if (!c) return
    reset()
    send(c.action)
  }

  // Variant 4.
  function pickForPlacement(sq: Square): void {
    const k = squareKey(sq)
    if (!placeSquares.value.has(k)) return
    const there = labelOn(placement.value, sq)
    const label = placing.value
    if (label === null) {
      if (there !== null) placing.value = there
      return
    }
    if (there === label) {
      placing.value = null
      return
    }
    placement.value = placeOn(placement.value, label, sq)
    const p = prompt.value
    placing.value = p?.type === 'place' ? (p.labels.find((l) => !placement.value[l]) ?? null) : null
  }
  function standardLayout(seat: Seat): void {
    const p = prompt.value
    if (p?.type !== 'place') return
    placement.value = standardPlacement(seat, !p.labels.includes('X'))
    placing.value = null
  }
  function clearPlacement(): void {
    placement.value = {}
    const p = prompt.value
    placing.value = p?.type === 'place' ? (p.labels[0] ?? null) : null
  }
  function submitPlacement(): void {
    if (issue.value === null) send({ type: 'place', squares: { ...placement.value } })
  }

  function pass(): void {
    send({ type: 'pass' })
  }

  return {
    actions,
    intent,
    selected,
    mode,
    modes,
    swapFirst,
    pickable,
    targets,
    confirmation,
    placement,
    placing,
    issue,
    pick,
    drag,
    select,
    cancel: reset,
    startFree,
    revealOffBoard,
    confirm,
    standardLayout,
    clearPlacement,
    submitPlacement,
    pass,
    send,
  }
}

export type TurnControls = ReturnType<typeof useTurnControls>

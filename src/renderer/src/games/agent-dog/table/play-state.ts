// What the player has chosen so far on their turn, shared by the board (tap to pick, tap to place)
// and the turn panel (buttons, for the keyboard and screen readers): the card, then the agent or
// the first undercover agent of a Swap, or the Partner's steps made so far. Every choice offered
// comes from chooser.ts / partner-steps.ts, so only complete plays can be sent.
import { computed, ref, watch, type ComputedRef, type Ref } from 'vue'
import type { Action, PieceView, PlayerView, Step } from '@shared/agent-dog/types'
import { cardChoices, choiceKind, plainChoices, swapChoices, type CardChoice, type ChoiceKind, type PlainChoices, type PlayAction, type SwapChoices } from './chooser'
import { legalActionsFromView } from '@engine/agent-dog/client'
import { placeKey } from './geometry'
import { partnerPlanner, type PartnerPlanner, type StepChoice } from './partner-steps'

/** What the board shows of the choice under way: agents that may be picked, the one picked, and where they may go. */
export interface BoardMarks {
  /** Place keys of agents (or 's-<colour>': a start area, to bring an agent in) that may be picked. */
  sources: ReadonlySet<string>
  selected: string | null
  /** Place keys of fields a tap on which makes the choice. */
  targets: ReadonlySet<string>
  /** Partner: the steps made so far, from → to. */
  trail: ReadonlyArray<{ from: string; to: string }>
}

export const NO_MARKS: BoardMarks = { sources: new Set(), selected: null, targets: new Set(), trail: [] }

export interface PlayState {
  choices: ComputedRef<CardChoice[]>
  card: Ref<string | null>
  chosen: ComputedRef<CardChoice | null>
  kind: ComputedRef<ChoiceKind>
  plain: ComputedRef<PlainChoices | null>
  swap: ComputedRef<SwapChoices | null>
  planner: ComputedRef<PartnerPlanner | null>
  /** The picked agent (plain moves) or first undercover agent (Swap), as a place key. */
  agent: Ref<string | null>
  steps: Ref<Step[]>
  /** The Partner steps made so far, each with where it went. */
  made: ComputedRef<StepChoice[]>
  nextSteps: ComputedRef<StepChoice[]>
  complete: ComputedRef<PlayAction | null>
  /** The agents as the Partner steps made so far leave them, or null. */
  preview: ComputedRef<PieceView[] | null>
  marks: ComputedRef<BoardMarks>
  pickCard(id: string): void
  /** A tap on the board (a field or a start area, by place key). */
  tap(key: string): void
  /** Picks an agent (or a Swap's first undercover agent) by place key; null lets go of it. */
  pickAgent(key: string | null): void
  takeStep(step: Step): void
  undo(): void
  clear(): void
}

export function usePlayState(view: Ref<PlayerView | null>, send: (action: Action) => void): PlayState {
  const card = ref<string | null>(null)
  const agent = ref<string | null>(null)
  const steps = ref<Step[]>([])

  const playing = computed(() => (view.value?.prompt?.type === 'play' ? view.value : null))
  const actions = computed(() => (playing.value ? legalActionsFromView(playing.value) : []))
  const choices = computed(() => (playing.value ? cardChoices(playing.value, actions.value) : []))
  const chosen = computed(() => choices.value.find((c) => c.card.id === card.value && c.plays.length > 0) ?? null)
  const kind = computed<ChoiceKind>(() => (chosen.value ? choiceKind(chosen.value) : 'none'))
  const plain = computed(() => (playing.value && chosen.value && kind.value === 'plain' ? plainChoices(playing.value, chosen.value.plays) : null))
  const swap = computed(() => (chosen.value && kind.value === 'swap' ? swapChoices(chosen.value.plays) : null))
  const planner = computed(() => (playing.value && chosen.value && kind.value === 'split' ? partnerPlanner(playing.value, chosen.value.plays) : null))
  const nextSteps = computed(() => planner.value?.next(steps.value) ?? [])
  const made = computed<StepChoice[]>(() => {
    const p = planner.value
    if (!p) return []
    const out: StepChoice[] = []
    steps.value.forEach((step, i) => {
      const offered = p.next(steps.value.slice(0, i)).find((c) => placeKey(c.from) === placeKey(step.from) && c.goal === (step.goal === true))
      if (offered) out.push(offered)
    })
    return out
  })
  const complete = computed(() => planner.value?.complete(steps.value) ?? null)
  const preview = computed(() => (planner.value && steps.value.length > 0 ? planner.value.preview(steps.value) : null))

  function clear(): void {
    card.value = null
    agent.value = null
    steps.value = []
  }
  // A new question (another turn, another seat on screen) starts the choice afresh.
  watch(
    () => {
      const v = view.value
      return v ? `${v.seat}:${v.round}:${v.log.length}:${v.prompt?.type ?? '-'}:${(v.hand ?? []).map((c) => c.id).join(',')}` : ''
    },
    () => clear(),
  )

  function pickCard(id: string): void {
    if (card.value === id) return
    card.value = id
    agent.value = null
    steps.value = []
    // One agent to choose from: it is picked already, so its destinations show at once.
    const p = plain.value
    if (p && !p.enter && p.agents.length === 1) agent.value = placeKey((p.agents[0] as (typeof p.agents)[number]).from)
  }

  function pickAgent(key: string | null): void {
    agent.value = key
  }

  function takeStep(step: Step): void {
    steps.value = [...steps.value, step]
    agent.value = null
  }

  function undo(): void {
    steps.value = steps.value.slice(0, -1)
    agent.value = null
  }

  /** Plain moves on the board: the destinations of the picked agent, or of every agent while none is picked. */
  const plainTargets = computed(() => {
    const out = new Map<string, PlayAction[]>()
    const p = plain.value
    if (!p) return out
    for (const a of p.agents) {
      if (agent.value !== null && placeKey(a.from) !== agent.value) continue
      for (const m of a.moves) out.set(placeKey(m.to), [...(out.get(placeKey(m.to)) ?? []), m.action])
    }
    return out
  })

  const marks = computed<BoardMarks>(() => {
    if (!chosen.value) return NO_MARKS
    const p = plain.value
    if (p) {
      const sources = new Set(p.agents.map((a) => placeKey(a.from)))
      if (p.enter && p.enterColour) sources.add(placeKey({ startArea: p.enterColour }))
      return { sources, selected: agent.value, targets: new Set(plainTargets.value.keys()), trail: [] }
    }
    const s = swap.value
    if (s) {
      const sources = new Set(s.firsts.map((f) => placeKey(f)))
      const first = s.firsts.find((f) => placeKey(f) === agent.value)
      const targets = first ? new Set(s.withFirst(first).map((w) => placeKey(w.other))) : new Set<string>()
      return { sources, selected: agent.value, targets, trail: [] }
    }
    if (planner.value) {
      const next = nextSteps.value
      const mine = agent.value === null ? next : next.filter((c) => placeKey(c.from) === agent.value)
      const trail = made.value.map((c) => ({ from: placeKey(c.from), to: placeKey(c.to) }))
      return { sources: new Set(next.map((c) => placeKey(c.from))), selected: agent.value, targets: new Set(mine.map((c) => placeKey(c.to))), trail }
    }
    return NO_MARKS
  })

  /**
   * A tap on the board. With an agent picked, a tap on one of its destinations makes the play (or
   * the step); otherwise a tap on an agent that may move picks it (a Partner agent with one step to
   * make takes it at once), and a tap on a destination only one play reaches makes that play.
   */
  function tap(key: string): void {
    const m = marks.value
    const picked = agent.value
    const p = plain.value
    if (p) {
      const plays = plainTargets.value.get(key)
      if (picked !== null && plays?.length === 1) return send(plays[0] as PlayAction)
      if (p.enter && p.enterColour && key === placeKey({ startArea: p.enterColour })) return send(p.enter)
      if (m.sources.has(key)) {
        agent.value = picked === key ? null : key
        return
      }
      if (plays?.length === 1) send(plays[0] as PlayAction)
      return
    }
    const s = swap.value
    if (s) {
      const first = s.firsts.find((f) => placeKey(f) === picked)
      const other = first ? s.withFirst(first).find((w) => placeKey(w.other) === key) : undefined
      if (other) return send(other.action)
      if (m.sources.has(key)) agent.value = picked === key ? null : key
      return
    }
    if (planner.value) {
      const next = nextSteps.value
      if (picked !== null) {
        const step = next.find((c) => placeKey(c.from) === picked && placeKey(c.to) === key)
        if (step) return takeStep(step.step)
      }
      const fromHere = next.filter((c) => placeKey(c.from) === key)
      if (fromHere.length === 1) return takeStep((fromHere[0] as StepChoice).step)
      if (fromHere.length > 1) {
        agent.value = picked === key ? null : key
        return
      }
      const toHere = next.filter((c) => placeKey(c.to) === key)
      if (toHere.length === 1) takeStep((toHere[0] as StepChoice).step)
    }
  }

  return { choices, card, chosen, kind, plain, swap, planner, agent, steps, made, nextSteps, complete, preview, marks, pickCard, tap, pickAgent, takeStep, undo, clear }
}

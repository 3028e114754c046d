// A tooltip drawn in the window's top layer (a manual popover), placed beside what it describes.
// Placed inside its card, a tooltip was cut off by the panel the card sits in (the side column and
// the board column scroll) and drawn under the board beside it; in the top layer no panel cuts it,
// and it goes on the side of its card that has room, within the window. On a narrow screen its
// stylesheet puts it along the bottom of the window instead, so no place is given there.
import { onBeforeUnmount, onMounted, watch, type Ref } from 'vue'

export type TipSide = 'above' | 'below'

interface Size {
  width: number
  height: number
}
interface Box extends Size {
  left: number
  top: number
}

/** Between a tooltip and its card, and between a tooltip and the window's edge. */
const GAP = 8
const NARROW = '(max-width: 700px)'

function overlaps(a: Box, b: Box): boolean {
  return a.left < b.left + b.width && b.left < a.left + a.width && a.top < b.top + b.height && b.top < a.top + a.height
}

/**
 * Where a tooltip of `tip`'s size goes beside `card`: on `side` if it fits there, else on the other
 * side if that fits; centred on the card, moved in to stay in the window. Where it would cover
 * `keepClear` (the title of the panel the card sits in) and the other side has room, it goes there:
 * the title says what the panel asks, and a tooltip over it hides the question.
 */
export function placeTip(card: Box, tip: Size, side: TipSide, view: Size, keepClear: Box | null = null): { left: number; top: number } {
  const tops = { above: card.top - GAP - tip.height, below: card.top + card.height + GAP }
  const fits = { above: tops.above >= GAP, below: tops.below + tip.height <= view.height - GAP }
  const flip = (s: TipSide): TipSide => (s === 'above' ? 'below' : 'above')
  const centred = card.left + card.width / 2 - tip.width / 2
  const left = Math.max(GAP, Math.min(centred, view.width - GAP - tip.width))
  const at = (s: TipSide): { left: number; top: number } => ({ left, top: Math.max(GAP, Math.min(tops[s], view.height - GAP - tip.height)) })
  // Sizes are read field by field: a DOMRect's fields are getters, which spreading would drop.
  const covers = (s: TipSide): boolean => keepClear !== null && overlaps({ ...at(s), width: tip.width, height: tip.height }, keepClear)
  const chosen = fits[side] || !fits[flip(side)] ? side : flip(side)
  return covers(chosen) && fits[flip(chosen)] && !covers(flip(chosen)) ? at(flip(chosen)) : at(chosen)
}

function canPop(el: HTMLElement): boolean {
  return typeof el.showPopover === 'function'
}

/**
 * Shows `tip` while its card (`card`, or the button that holds it) is pointed at or has the
 * keyboard's focus, and while `pinned()` says so (a tap that opened it).
 */
export function useFloatingTip(card: Ref<HTMLElement | null>, tip: Ref<HTMLElement | null>, side: () => TipSide, pinned: () => boolean = () => false): void {
  let hovered = false
  let focused = false
  let trigger: HTMLElement | null = null

  const place = (): void => {
    const el = tip.value
    const at = card.value
    if (!el || !at) return
    if (window.matchMedia(NARROW).matches) {
      el.style.left = ''
      el.style.top = ''
      return
    }
    const r = at.getBoundingClientRect()
    const t = el.getBoundingClientRect()
    const title = at.closest('section')?.querySelector(':scope > h2, :scope > h3')?.getBoundingClientRect() ?? null
    const { left, top } = placeTip(r, t, side(), { width: document.documentElement.clientWidth, height: window.innerHeight }, title)
    el.style.left = `${left}px`
    el.style.top = `${top}px`
  }
  const update = (): void => {
    const el = tip.value
    if (!el || !canPop(el)) return
    const want = hovered || focused || pinned()
    const open = el.matches(':popover-open')
    if (want && !open) el.showPopover()
    if (!want && open) el.hidePopover()
    if (want) place()
  }
  const onEnter = (): void => {
    hovered = true
    update()
  }
  const onLeave = (): void => {
    hovered = false
    update()
  }
  // A button shows its card's tooltip on the keyboard's focus, not after a click (the card then
  // stays where it was pressed and its tooltip would stay over its neighbours).
  const onFocus = (): void => {
    focused = trigger === card.value || (trigger?.matches(':focus-visible') ?? false)
    update()
  }
  const onBlur = (): void => {
    focused = false
    update()
  }
  // Escape puts a tooltip away until its card is pointed at or focused again (WCAG 1.4.13): a
  // focused card's tooltip otherwise stays over what lies beside it, a panel's title.
  const onKey = (e: KeyboardEvent): void => {
    if (e.key !== 'Escape') return
    hovered = false
    focused = false
    update()
  }
  const onScroll = (): void => {
    if (tip.value?.matches(':popover-open')) place()
  }

  onMounted(() => {
    trigger = card.value?.parentElement?.closest('button') ?? card.value
    if (!trigger) return
    trigger.addEventListener('pointerenter', onEnter)
    trigger.addEventListener('pointerleave', onLeave)
    trigger.addEventListener('focusin', onFocus)
    trigger.addEventListener('focusout', onBlur)
    trigger.addEventListener('keydown', onKey)
    window.addEventListener('scroll', onScroll, true)
    window.addEventListener('resize', onScroll)
  })
  onBeforeUnmount(() => {
    trigger?.removeEventListener('pointerenter', onEnter)
    trigger?.removeEventListener('pointerleave', onLeave)
    trigger?.removeEventListener('focusin', onFocus)
    trigger?.removeEventListener('focusout', onBlur)
    trigger?.removeEventListener('keydown', onKey)
    window.removeEventListener('scroll', onScroll, true)
    window.removeEventListener('resize', onScroll)
  })
  watch(pinned, update)
}

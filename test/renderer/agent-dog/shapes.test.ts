// @vitest-environment happy-dom
// Issue 35, point 7: nothing on the Agent DOG board is told apart by colour alone. Every start field
// and every goal field carries its colour's shape (red ◆, blue ●, green ▲, yellow ■) in outline,
// and every face-up agent is drawn as its colour's shape, a different one for each colour.
import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { defineComponent, h } from 'vue'
import type { Seat } from '../../../src/shared/agent-dog/types'
import AgentShape from '../../../src/renderer/src/games/agent-dog/table/AgentShape.vue'
import PrintedBoard from '../../../src/renderer/src/games/agent-dog/table/PrintedBoard.vue'
import { boardLayout } from '../../../src/renderer/src/games/agent-dog/table/geometry'

const COLOURS: readonly Seat[] = ['red', 'blue', 'green', 'yellow']

function inSvg<P extends object>(component: object, props: P) {
  return mount(defineComponent({ render: () => h('svg', null, [h(component as never, props as never)]) }))
}

describe("the colours' shapes on the board", () => {
  it('every start field and goal field carries its colour’s shape, one shape per colour', () => {
    const w = inSvg(PrintedBoard, { layout: boardLayout('red'), colours: COLOURS })
    const shapeOf = new Map<Seat, string>()
    for (const colour of COLOURS) {
      const start = w.findAll(`.field.type-start.c-${colour} .start-mark`)
      expect(start, `${colour} start field`).toHaveLength(1)
      const d = start[0]?.attributes('d') ?? ''
      shapeOf.set(colour, d)
      const goals = w.findAll(`.field.goal.c-${colour}`)
      expect(goals, `${colour} goal fields`).toHaveLength(4)
      for (const g of goals) expect(g.find('.goal-mark').attributes('d'), `${colour} goal`).toBe(d)
    }
    expect(new Set(shapeOf.values()).size).toBe(COLOURS.length)
  })

  it('every face-up agent is its colour’s shape, and the four differ', () => {
    const bodies = COLOURS.map((colour) => {
      const w = inSvg(AgentShape, { x: 0, y: 0, colour, undercover: false })
      const body = w.find('.body')
      expect(body.exists(), colour).toBe(true)
      return `${body.element.tagName}:${body.attributes('points') ?? body.attributes('r') ?? body.attributes('width')}`
    })
    expect(new Set(bodies).size).toBe(COLOURS.length)
  })
})

// Hovering a control must never move the control itself. A card that lifts by 3 px under the
// pointer leaves a 3 px band along its edge where it is hovered, lifts away from the pointer, is
// no longer hovered, drops back, and so on every frame: the card jitters under a resting mouse and
// cannot be clicked (Playwright waits for it to be "stable" forever). Effects belong on what is
// inside the control (its face, its chevron), whose box does not decide the hover.
import type { Page } from 'playwright-core'
import { FRAMES, nextFrames } from './support'

/** What counts as something to point at: the page's controls, the draggable cards, the board's pieces. */
const CONTROLS = [
  'button:not(:disabled)',
  'a[href]',
  '[role="button"]',
  '[role="radio"]',
  '[role="tab"]',
  'summary',
  'input:not([type="hidden"]):not(:disabled)',
  'select:not(:disabled)',
  'label',
  '[draggable="true"]',
  '[data-pickable]',
].join(', ')

interface Box {
  x: number
  y: number
  w: number
  h: number
}

/**
 * The controls in view that move when the pointer rests on them, as readable lines (`where`: the
 * screen, for the message). Each control is hovered at its centre, with the pointer parked off the
 * page's controls before and after.
 */
export async function hoverShifts(page: Page, where: string): Promise<string[]> {
  await page.mouse.move(0, 0)
  await nextFrames(page)
  // Every control wholly in the window and not covered: its box with nothing hovered.
  const controls = (await page.evaluate(`(() => {
    const all = [...document.querySelectorAll(${JSON.stringify(CONTROLS)})];
    window.__hoverControls = [];
    const out = [];
    for (const el of all) {
      const r = el.getBoundingClientRect();
      if (r.width < 4 || r.height < 4) continue;
      if (r.left < 0 || r.top < 0 || r.right > innerWidth || r.bottom > innerHeight) continue;
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      if (!hit || !(el === hit || el.contains(hit))) continue;
      window.__hoverControls.push(el);
      const name = (el.getAttribute('aria-label') || el.textContent || el.tagName).trim().replace(/\\s+/g, ' ').slice(0, 40);
      out.push({ name: el.tagName.toLowerCase() + ' "' + name + '"', box: { x: r.left, y: r.top, w: r.width, h: r.height } });
    }
    return out;
  })()`)) as Array<{ name: string; box: Box }>
  const boxOf = async (i: number): Promise<Box> =>
    (await page.evaluate(`${FRAMES}.then(() => {
      const r = window.__hoverControls[${i}].getBoundingClientRect();
      return { x: r.left, y: r.top, w: r.width, h: r.height };
    })`)) as Box
  const hoveredShift = async (i: number, before: Box): Promise<number> => {
    await page.mouse.move(before.x + before.w / 2, before.y + before.h / 2)
    const now = await boxOf(i)
    return Math.max(Math.abs(now.x - before.x), Math.abs(now.y - before.y), Math.abs(now.w - before.w), Math.abs(now.h - before.h))
  }
  const found: string[] = []
  for (const [i, { name, box }] of controls.entries()) {
    let moved = await hoveredShift(i, box)
    if (moved > 0.5) {
      // The page may have changed meanwhile (a computer's move, a log line): measured again from
      // rest, a shift that hovering causes comes back, a change of the page does not.
      await page.mouse.move(0, 0)
      moved = await hoveredShift(i, await boxOf(i))
    }
    if (moved > 0.5) found.push(`${where}: ${name} moves by ${moved.toFixed(1)} px when hovered`)
  }
  await page.mouse.move(0, 0)
  await nextFrames(page)
  return found
}

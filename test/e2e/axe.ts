// axe-core in a browser page: its serious and critical violations as the page is now. The page's
// context needs { bypassCSP: true }: axe-core goes in as an inline script, which the host's
// Content-Security-Policy forbids.
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { REPO_ROOT, animationsEnded } from './support'

const AXE = join(REPO_ROOT, 'node_modules', 'axe-core', 'axe.min.js')

export interface AxeViolation {
  id: string
  impact: string | null
  help: string
  nodes: Array<{ target: string[]; summary: string }>
}

/** axe-core's serious and critical violations on the page as it is now (`within`: a JS expression for the part to check). */
export async function axeViolations(page: Page, within = 'document'): Promise<AxeViolation[]> {
  if (!(await page.evaluate('typeof window.axe === "object"'))) await page.addScriptTag({ path: AXE })
  // The pointer stays where the last click left it, and a card under it shows its tooltip (its
  // description), whose text axe would then count as visible text of the card's button. Which card
  // that is depends on the layout, so the check is made with the pointer off the table.
  await page.mouse.move(0, 0)
  await animationsEnded(page)
  const all = (await page.evaluate(`axe.run(${within}, { resultTypes: ['violations'] }).then((r) =>
    r.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target.map(String), summary: n.failureSummary || '' })),
    })))`)) as AxeViolation[]
  return all.filter((v) => v.impact === 'serious' || v.impact === 'critical')
}

/** A violation in a few readable lines, for a failure message. */
export function describeViolation(where: string, v: AxeViolation): string {
  const nodes = v.nodes.map((n) => `      ${n.target.join(' ')}\n        ${n.summary.replace(/\n/g, '\n        ')}`).join('\n')
  return `${where}: ${v.id} [${v.impact}] ${v.help}\n${nodes}`
}

/** The violations as lines for an assertion's message. */
export function describeViolations(where: string, found: readonly AxeViolation[]): string[] {
  return found.map((v) => describeViolation(where, v))
}

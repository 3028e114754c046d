// What "it fits" means for a screen, checked in the page as it is drawn now:
// - reachable: every control and card can be brought into the window by the scrolling a person
//   can do (the page, or a scrolling panel), and is then the thing under a finger at its centre;
// - apart: no two controls or cards overlap;
// - in view: given parts are inside the window without any scrolling;
// - whole: given parts can be scrolled to and then seen whole (a board, a prompt);
// - big enough: given targets are at least 24 px across and high (a finger's);
// - text: no text is cut (a box narrower than its text, an ellipsis) and no two texts overlap.
// Everything is read through the layout (boxes, computed styles), never through words, so it
// works in every language. A modal dialog, when one is up, is all that is checked.
import type { Page } from 'playwright-core'
import { animationsEnded } from './support'

export interface Size {
  width: number
  height: number
}
/** The window sizes every table is checked at: phones (played by touch), then laptop and desktop screens. */
export const PHONES: readonly Size[] = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
]
export const SCREENS: readonly Size[] = [
  { width: 1024, height: 640 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
]

export function named(size: Size): string {
  return `${size.width}×${size.height}`
}

/** Shared in-page helpers, as source text (the checks run in the page as strings). */
const HELPERS = `
  const modal = document.querySelector('[role="dialog"][aria-modal="true"], [role="alertdialog"][aria-modal="true"]');
  const scope = modal || document.body;
  const shown = (el) => {
    if (el.closest('.visually-hidden, [role="tooltip"], [hidden]')) return false;
    // A closed <details> shows its summary only; the rest is laid out but not drawn.
    for (let d = el.closest('details:not([open])'); d; d = d.parentElement && d.parentElement.closest('details:not([open])')) {
      const summary = d.querySelector(':scope > summary');
      if (!summary || !summary.contains(el)) return false;
    }
    const s = getComputedStyle(el);
    if (s.visibility === 'hidden' || s.display === 'none') return false;
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0;
  };
  const scrolls = (s) => s.overflowX !== 'visible' || s.overflowY !== 'visible';
  // A box as far as it can be seen: cut by every ancestor that clips or scrolls.
  const visibleRect = (el, rect) => {
    let { left, top, right, bottom } = rect || el.getBoundingClientRect();
    for (let a = el.parentElement; a && a !== document.documentElement; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (!scrolls(s)) continue;
      const r = a.getBoundingClientRect();
      if (s.overflowX !== 'visible') { left = Math.max(left, r.left); right = Math.min(right, r.right); }
      if (s.overflowY !== 'visible') { top = Math.max(top, r.top); bottom = Math.min(bottom, r.bottom); }
    }
    return { left, top, right, bottom };
  };
  const describe = (el) => {
    const cls = typeof el.className === 'string' && el.className ? '.' + el.className.trim().split(/\\s+/).join('.') : '';
    const label = el.getAttribute('aria-label') || el.getAttribute('data-test') || el.getAttribute('data-rank') || (el.textContent || '').replace(/\\s+/g, ' ').trim();
    return el.tagName.toLowerCase() + cls + ' "' + label.slice(0, 60) + '"';
  };
  const overlap = (a, b) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
`

/**
 * Controls and cards: what a player presses or reads as a unit. The names of Spies & Lies' cards
 * are HTML's: a drawing's parts of the same name (Agent DOG's start area has `.slot`s) are not cards.
 */
const TARGETS = `button, a[href], input:not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"]), .soldier:not(svg *), .mission:not(svg *), .slot:not(svg *)`

const reachableJs = (targets: string): string => `(() => {
  ${HELPERS}
  const problems = [];
  const vw = document.documentElement.clientWidth, vh = innerHeight;
  if (document.documentElement.scrollWidth > vw + 1) problems.push('the page is ' + document.documentElement.scrollWidth + ' px wide in a ' + vw + ' px window');
  const els = [...scope.querySelectorAll(${JSON.stringify(targets)})].filter(shown);
  for (const el of els) {
    el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    // Scrolled into view only by moving a box a person cannot scroll (overflow hidden or clip).
    for (let a = el.parentElement; a && a !== document.documentElement; a = a.parentElement) {
      const s = getComputedStyle(a);
      const stuck = ((s.overflowX === 'hidden' || s.overflowX === 'clip') && a.scrollLeft !== 0) || ((s.overflowY === 'hidden' || s.overflowY === 'clip') && a.scrollTop !== 0);
      if (stuck && a !== document.body) {
        problems.push(describe(el) + ' is only reachable by scrolling ' + describe(a) + ', which a person cannot scroll');
        a.scrollLeft = 0;
        a.scrollTop = 0;
      }
    }
    const r = el.getBoundingClientRect();
    if (r.left < -1 || r.top < -1 || r.right > vw + 1 || r.bottom > vh + 1) {
      problems.push(describe(el) + ' cannot be brought into the window: ' + [r.left, r.top, r.right, r.bottom].map(Math.round).join(','));
      continue;
    }
    const v = visibleRect(el);
    const x = Math.min(Math.max((v.left + v.right) / 2, 0), vw - 1), y = Math.min(Math.max((v.top + v.bottom) / 2, 0), vh - 1);
    const hit = document.elementFromPoint(x, y);
    if (!hit || !el.contains(hit)) problems.push(describe(el) + ' is covered at its centre by ' + (hit ? describe(hit) : 'nothing'));
  }
  window.scrollTo(0, 0);
  return problems;
})()`

const apartJs = (targets: string): string => `(() => {
  ${HELPERS}
  window.scrollTo(0, 0);
  const problems = [];
  const els = [...scope.querySelectorAll(${JSON.stringify(targets)})].filter(shown);
  const boxes = els.map((el) => ({ el, r: visibleRect(el) })).filter(({ r }) => r.right - r.left > 1 && r.bottom - r.top > 1);
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i], b = boxes[j];
      if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
      if (overlap(a.r, b.r)) problems.push(describe(a.el) + ' overlaps ' + describe(b.el));
    }
  }
  return problems;
})()`

/**
 * Controls and cards that cannot be reached (by the scrolling a person can do) or are covered,
 * and pairs of them that overlap. Empty when the screen works. `also`: a selector for what else a
 * game's table offers to press that is not a control of its own (the squares of an SVG board).
 */
export async function layoutProblems(page: Page, { also }: { also?: string } = {}): Promise<string[]> {
  await settle(page)
  const targets = also ? `${TARGETS}, ${also}` : TARGETS
  const reach = (await page.evaluate(reachableJs(targets))) as string[]
  const apart = (await page.evaluate(apartJs(targets))) as string[]
  return [...reach, ...apart]
}

/**
 * The selectors whose element is missing or cannot be seen whole: scrolled into view (by the page
 * or a panel a person can scroll), it must lie wholly in the window, uncut by any panel (a board
 * taller than the window, a prompt cut by its column). For what a player must take in at a glance.
 */
export async function notWhole(page: Page, selectors: readonly string[]): Promise<string[]> {
  await settle(page)
  return (await page.evaluate(`(() => {
    ${HELPERS}
    const vw = document.documentElement.clientWidth, vh = innerHeight;
    const problems = ${JSON.stringify(selectors)}.flatMap((sel) => {
      const els = [...document.querySelectorAll(sel)].filter(shown);
      if (els.length === 0) return [sel + ': missing'];
      return els.flatMap((el) => {
        el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
        const r = el.getBoundingClientRect();
        const v = visibleRect(el);
        const cut = v.top > r.top + 1 || v.left > r.left + 1 || v.bottom < r.bottom - 1 || v.right < r.right - 1;
        return cut || r.top < -1 || r.left < -1 || r.bottom > vh + 1 || r.right > vw + 1
          ? [sel + ' cannot be seen whole: ' + Math.round(r.width) + 'x' + Math.round(r.height) + ' at ' + [r.left, r.top].map(Math.round).join(',') + (cut ? ' (cut by a panel)' : '') + ' in ' + vw + 'x' + vh]
          : [];
      });
    });
    for (const el of document.querySelectorAll('*')) if (el.scrollTop || el.scrollLeft) { el.scrollTop = 0; el.scrollLeft = 0; }
    window.scrollTo(0, 0);
    return problems;
  })()`)) as string[]
}

/**
 * The selectors whose element is missing or not wholly in view as the screen first shows it: every
 * scrolling box (the page, a panel) at its top, and the element neither outside the window nor cut
 * by a panel it scrolls in.
 */
export async function notInView(page: Page, selectors: readonly string[]): Promise<string[]> {
  await settle(page)
  return (await page.evaluate(`(() => {
    ${HELPERS}
    for (const el of document.querySelectorAll('*')) if (el.scrollTop || el.scrollLeft) { el.scrollTop = 0; el.scrollLeft = 0; }
    window.scrollTo(0, 0);
    const vw = document.documentElement.clientWidth, vh = innerHeight;
    return ${JSON.stringify(selectors)}.flatMap((sel) => {
      const els = [...document.querySelectorAll(sel)];
      if (els.length === 0) return [sel + ': missing'];
      return els.flatMap((el) => {
        const r = el.getBoundingClientRect();
        const v = visibleRect(el);
        const cut = v.top > r.top + 1 || v.left > r.left + 1 || v.bottom < r.bottom - 1 || v.right < r.right - 1;
        return cut || r.top < -1 || r.left < -1 || r.bottom > vh + 1 || r.right > vw + 1
          ? [sel + ' at ' + [r.left, r.top, r.right, r.bottom].map(Math.round).join(',') + (cut ? ' (cut by a scrolling panel)' : '') + ' in ' + vw + 'x' + vh]
          : [];
      });
    });
  })()`)) as string[]
}

/**
 * The shown elements matching `selector` smaller than `min` px across or high: a target a finger
 * can miss (WCAG 2.5.8 asks for 24 px, or the same choice offered by a target that big).
 */
export async function smallTargets(page: Page, selector: string, min = 24): Promise<string[]> {
  await settle(page)
  return (await page.evaluate(`(() => {
    ${HELPERS}
    return [...document.querySelectorAll(${JSON.stringify(selector)})].filter(shown).flatMap((el) => {
      const r = el.getBoundingClientRect();
      return r.width < ${min} - 0.5 || r.height < ${min} - 0.5 ? [describe(el) + ' is ' + Math.round(r.width) + 'x' + Math.round(r.height) + ' px, under ${min} px'] : [];
    });
  })()`)) as string[]
}

const TEXT_JS = `(() => {
  ${HELPERS}
  window.scrollTo(0, 0);
  const problems = [];
  const nodes = [];
  const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    if (!n.textContent.trim()) continue;
    const el = n.parentElement;
    if (!el || el.closest('script, style, svg, [role="log"] .visually-hidden') || !shown(el)) continue;
    nodes.push(n);
  }
  // Cut: a box whose content is wider than the box (an ellipsis, a clipped or an overflowing
  // text), or taller where it hides what does not fit. Every box from the text up is looked at, so
  // a chip that is too wide for its card counts as well as a word too wide for its chip.
  const seen = new Set();
  for (const n of nodes) {
    for (let el = n.parentElement; el && el !== scope.parentElement; el = el.parentElement) {
      if (seen.has(el)) break;
      seen.add(el);
      const s = getComputedStyle(el);
      if (s.display === 'inline' || s.display === 'contents') continue;
      if (s.overflowX === 'auto' || s.overflowX === 'scroll') continue;
      if (el.scrollWidth > el.clientWidth + 1) problems.push('cut: ' + describe(el) + ' needs ' + el.scrollWidth + ' px, has ' + el.clientWidth);
      else if ((s.overflowY === 'hidden' || s.overflowY === 'clip') && el.scrollHeight > el.clientHeight + 1) problems.push('cut: ' + describe(el) + ' needs ' + el.scrollHeight + ' px high, has ' + el.clientHeight);
    }
  }
  // Broken: a word split over two lines (a box too narrow for it, with overflow-wrap: anywhere),
  // as in "Decepti|on". A break after a hyphen (a soft one too) or a slash is a word's own.
  for (const n of nodes) {
    for (const m of n.textContent.matchAll(/[^\\s\\-\\u00ad\\u2010-\\u2014\\/·]{2,}/g)) {
      // After a soft hyphen's break, the offset at the start of the word is also the end of the line
      // before (where its hyphen is drawn): the range starts one letter in.
      const from = m.index + (m.index > 0 && n.textContent[m.index - 1] === '\\u00ad' ? 1 : 0);
      const range = document.createRange();
      range.setStart(n, from);
      range.setEnd(n, m.index + m[0].length);
      const tops = [...range.getClientRects()].filter((r) => r.width > 0.5).map((r) => Math.round(r.top));
      if (tops.length > 1 && Math.max(...tops) - Math.min(...tops) > 2) problems.push('word broken over two lines: "' + m[0] + '" (' + describe(n.parentElement) + ')');
    }
  }
  // Overlap: the line boxes of two different texts cross.
  const boxes = [];
  for (const n of nodes) {
    const range = document.createRange();
    range.selectNodeContents(n);
    for (const r of range.getClientRects()) {
      const v = visibleRect(n.parentElement, r);
      if (v.right - v.left > 1 && v.bottom - v.top > 1) boxes.push({ n, r: v });
    }
  }
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i], b = boxes[j];
      if (a.n === b.n) continue;
      if (overlap(a.r, b.r)) problems.push('overlap: "' + a.n.textContent.trim().slice(0, 40) + '" (' + describe(a.n.parentElement) + ') and "' + b.n.textContent.trim().slice(0, 40) + '" (' + describe(b.n.parentElement) + ')');
    }
  }
  return [...new Set(problems)];
})()`

/** Texts that are cut or overlap another text on the screen as it is now. */
export async function textProblems(page: Page): Promise<string[]> {
  await settle(page)
  return (await page.evaluate(TEXT_JS)) as string[]
}

/** No tooltip from the pointer or the focus, every transition and finite animation (a card's flip) over, and the last update drawn. */
async function settle(page: Page): Promise<void> {
  await page.mouse.move(0, 0).catch(() => undefined)
  await page.evaluate(`(() => { const a = document.activeElement; if (a && a !== document.body && a.blur) a.blur(); })()`)
  await animationsEnded(page)
}

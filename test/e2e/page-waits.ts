// Waiting for the page to reach a state, for every game's UI helpers (Spies & Lies, Confusion,
// Agent DOG, the tutorials): one place for the way around the host's Content-Security-Policy.
import type { Page } from 'playwright-core'

/**
 * Waits in the page until `expression` gives something truthy, and returns that: it is evaluated
 * now and after every change to the DOM (a MutationObserver), so that a test neither polls the
 * page nor misses a state. (Playwright's waitForFunction evaluates its predicate with eval, which
 * the host's Content-Security-Policy rightly forbids; an expression sent from here is not affected.)
 */
export async function pollPage<T>(page: Page, expression: string, timeoutMs: number): Promise<T> {
  const value = (await page.evaluate(`new Promise((resolve) => {
    const read = () => (${expression});
    const now = read();
    if (now) { resolve(now); return; }
    let done = false;
    const finish = (v) => { if (done) return; done = true; observer.disconnect(); clearTimeout(timer); resolve(v); };
    const observer = new MutationObserver(() => { const v = read(); if (v) finish(v); });
    observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
    const timer = setTimeout(() => finish(null), ${timeoutMs});
  })`)) as T | null
  if (!value) throw new Error(`timed out after ${timeoutMs} ms waiting for ${expression.slice(0, 200)}`)
  return value
}

/**
 * Evaluates `reader` (a JS expression) in the page once no card is being turned over, in the same
 * turn of the page's event loop as the check: a card turning shows its old and new face together,
 * and a view arriving between a separate wait and read would start a turn.
 */
export async function readSettled<T>(page: Page, reader: string, timeoutMs = 60_000): Promise<T> {
  return page.evaluate(`new Promise((resolve, reject) => {
    const turning = () => document.querySelector('.flip-leave-active, .flip-enter-active') !== null;
    const read = () => (${reader});
    if (!turning()) { resolve(read()); return; }
    const observer = new MutationObserver(() => {
      if (turning()) return;
      observer.disconnect();
      clearTimeout(timer);
      resolve(read());
    });
    observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true });
    const timer = setTimeout(() => { observer.disconnect(); reject(new Error('a card was still turning after ${timeoutMs} ms')); }, ${timeoutMs});
  })`) as Promise<T>
}

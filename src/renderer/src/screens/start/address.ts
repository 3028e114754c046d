// Checks what a player types in Join's address box, so the form can say what is wrong with it.
import { wsUrlFromAddress } from '../../net/host-url'

export type AddressProblem = 'empty' | 'spaces' | 'noPort' | 'port' | 'invalid'
export type AddressCheck = { ok: true; wsUrl: string; label: string } | { ok: false; problem: AddressProblem }

const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i

export function checkAddress(input: string): AddressCheck {
  const text = input.trim()
  if (text === '') return { ok: false, problem: 'empty' }
  if (/\s/.test(text)) return { ok: false, problem: 'spaces' }
  if (!SCHEME.test(text)) {
    // Without a scheme the port must be written out: hosts listen on 7777, not on 80.
    const authority = text.split('/')[0]
    const port = /^(?:\[[^\]]*\]|[^:[\]]*):(\d*)$/.exec(authority)
    if (!port) return wsUrlFromAddress(text) === null || authority.includes(':') ? { ok: false, problem: 'invalid' } : { ok: false, problem: 'noPort' }
    const n = Number(port[1])
    if (port[1] === '' || !Number.isInteger(n) || n < 1 || n > 65535) return { ok: false, problem: 'port' }
  }
  const wsUrl = wsUrlFromAddress(text)
  if (!wsUrl) return { ok: false, problem: 'invalid' }
  return { ok: true, wsUrl, label: new URL(wsUrl).host }
}

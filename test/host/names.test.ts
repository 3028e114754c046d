// Player names: cleaned on the way in (NFC, no controls, no bidi overrides or isolates), refused
// when they would look blank, are not valid text, or take the computer player's name, each with its
// own error code. Checked as a function, then over the wire.
import { afterEach, describe, expect, it } from 'vitest'
import { checkName, normalizeName } from '../../src/shared/player-name'
import { TestClient, createRoom, joinRoom } from '../support/client'
import { startTestHost, type TestHost } from '../support/host-server'

describe('checkName', () => {
  it.each([
    ['Ann', 'Ann'],
    ['  Ann   Lee ', 'Ann Lee'],
    // NFC: the e and its combining accent become one é.
    ['Rene\u0301e', 'Renée'],
    ['Ann\tLee\nSmith', 'Ann Lee Smith'],
    ['Ann\u0000\u0007\u001b[31m', 'Ann [31m'],
    ['A\u0085n\u009bn', 'A n n'],
    // Bidi overrides, embeddings and isolates go: they would turn what follows the name around.
    ['\u202EnaM\u202C', 'naM'],
    ['Eve\u2066\u2067\u2068\u2069', 'Eve'],
    ['\u202A\u202B\u202DBob', 'Bob'],
    ['Zoë\u200B', 'Zoë'],
    ['\uFEFFMia', 'Mia'],
    // Right-to-left names and emoji sequences (with their joiners) stay as typed.
    ['مريم', 'مريم'],
    ['שרה', 'שרה'],
    ['👩‍🚀 Ada', '👩‍🚀 Ada'],
    ['Ｃｏｍｐｕｔｅｒ fan', 'Ｃｏｍｐｕｔｅｒ fan'],
  ])('keeps %j as %j', (raw, shown) => {
    expect(checkName(raw, { seat: true })).toEqual({ ok: true, name: shown })
  })

  it.each([
    ['', 'name-blank'],
    ['   ', 'name-blank'],
    ['\u200B\u200C\u200D', 'name-blank'],
    ['\u2060\uFEFF\u00AD', 'name-blank'],
    ['\u202E\u202C', 'name-blank'],
    ['\u3000\u00A0\u2003', 'name-blank'],
    ['\u3164\u115F', 'name-blank'],
    ['\u2800\u2800', 'name-blank'],
    ['\u0301\u0308', 'name-blank'],
    ['\u0000\u0001', 'name-blank'],
    ['\uDB40\uDC20\uDB40\uDC7F', 'name-blank'],
    ['Ann\uD800', 'name-invalid'],
    ['\uDC00Bob', 'name-invalid'],
    ['x'.repeat(41), 'name-invalid'],
    ['x'.repeat(500), 'name-invalid'],
    ['Computer', 'name-reserved'],
    ['computer', 'name-reserved'],
    ['  COMPUTER ', 'name-reserved'],
    ['Com\u200Bputer', 'name-reserved'],
    ['Cömputer', 'name-reserved'],
    ['Ｃｏｍｐｕｔｅｒ', 'name-reserved'],
    ['\u202EComputer', 'name-reserved'],
  ])('refuses %j with %s', (raw, problem) => {
    const checked = checkName(raw, { seat: true })
    expect(checked.ok ? 'accepted' : checked.problem).toBe(problem)
  })

  it('lets a room (not a person) be called Computer', () => {
    expect(checkName('Computer', { seat: false })).toEqual({ ok: true, name: 'Computer' })
    expect(checkName('\u200B', { seat: false })).toMatchObject({ ok: false, problem: 'name-blank' })
  })

  it('normalising twice changes nothing', () => {
    for (const raw of ['Rene\u0301e', ' a\u202Eb\tc ', 'Zoë\u200B  x']) expect(normalizeName(normalizeName(raw))).toBe(normalizeName(raw))
  })
})

let running: TestHost | null = null
const clients: TestClient[] = []
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()))
  await running?.stop()
  running = null
})

async function client(): Promise<TestClient> {
  const c = await TestClient.connect((running as TestHost).wsUrl)
  clients.push(c)
  return c
}

describe('names over the wire', () => {
  it('each refusal has its own code, the connection stays, and a cleaned name is what everyone sees', async () => {
    running = await startTestHost()
    const ann = await client()
    const code = await createRoom(ann)
    await joinRoom(ann, code, 'Ann', 'red')

    const bob = await client()
    const tries: Array<[string, string]> = [
      ['\u200B\u200D', 'name-blank'],
      [' \t ', 'name-blank'],
      ['Bob\uD83D', 'name-invalid'],
      ['cOmPuTeR', 'name-reserved'],
    ]
    for (const [name, problem] of tries) {
      bob.send({ type: 'join', room: code, name, seat: 'blue' })
      const refused = await bob.next('error')
      expect({ name, code: refused.code }).toEqual({ name, code: problem })
      expect(refused.message.length).toBeGreaterThan(0)
    }
    // A lone surrogate escaped in the JSON text reaches the schema as one: refused too.
    bob.sendRaw(`{"type":"join","room":"${code}","name":"\\udc00x","seat":"blue"}`)
    expect((await bob.next('error')).code).toBe('name-invalid')
    expect(bob.closed).toBeNull()
    expect(running.host.room(code)?.record.seats.blue.name).toBeNull()

    bob.send({ type: 'join', room: code, name: '\u202Ebo\u0308b\u202C\n', seat: 'blue' })
    const welcome = await bob.next('welcome')
    expect(welcome.seats.blue.name).toBe('böb')
    const seen = await ann.next('seats', (m) => m.seats.blue.name !== null)
    expect(seen.seats.blue.name).toBe('böb')
    expect(running.host.room(code)?.record.seats.blue.name).toBe('böb')
  })

  it('a refused name is not a strike: a player may correct it as often as needed', async () => {
    running = await startTestHost({ server: { maxStrikes: 3 } })
    const ann = await client()
    const code = await createRoom(ann)
    for (let i = 0; i < 5; i++) {
      ann.send({ type: 'join', room: code, name: 'Computer', seat: 'red' })
      expect((await ann.next('error')).code).toBe('name-reserved')
    }
    expect(ann.closed).toBeNull()
    await joinRoom(ann, code, 'Ann', 'red')
  })
})

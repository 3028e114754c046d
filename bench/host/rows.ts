// The host benchmark's table rows: latency against the echo floor, memory and startup, each with its goal.
import { STARVED_BELOW, type BenchRow } from '../harness'
import { FINISHED, GOAL, type Row, pct } from './knobs'
import { type Stats } from './lanes'
import { type Startup, type StartupResults } from './startup'

function startupRow(scenario: string, s: Startup, goal: boolean): Row {
  return {
    scenario,
    n: 1,
    'p50 ms': ms(s.ms),
    'p99 ms': '',
    'p50 vs echo': '',
    'p99 vs echo': '',
    cpu: pct(s.share),
    goal: goal ? `start ≤ ${GOAL.startupMs} ms (RSS ${mb(s.rss)} MB)` : `RSS ${mb(s.rss)} MB (info)`,
    'met?': goal ? (s.share < STARVED_BELOW ? 'starved: not judged' : s.ms <= GOAL.startupMs ? 'yes' : 'NO') : '',
  }
}

export function startupRows(r: StartupResults): Row[] {
  const n = FINISHED.toLocaleString('en')
  return [
    startupRow('host start → listening, empty data folder', r.empty, false),
    startupRow(`host start, ${n} finished games, first start (no list yet: all read)`, r.first, false),
    startupRow(`host start, ${n} finished games, with the finished list`, r.listed, true),
  ]
}


export const ms = (x: number) => Number(x.toFixed(2))
const ratio = (x: number, floor: number) => `${(x / floor).toFixed(2)}×`
const mb = (x: number) => (Number.isNaN(x) ? 'n/a' : Number(x.toFixed(1)))

/** `share`: the least CPU share (ShareMeter) of this row's processes, and of its floor's for a ratio. */
export function latencyRow(scenario: string, s: Stats, share: number, floor?: Stats): Row {
  const row: Row = { scenario, n: s.n, 'p50 ms': ms(s.p50), 'p99 ms': ms(s.p99) }
  if (!floor) return { ...row, 'p50 vs echo': '', 'p99 vs echo': '', cpu: pct(share), goal: 'floor', 'met?': '' }
  const met = s.p50 <= GOAL.p50 * floor.p50 && s.p99 <= GOAL.p99 * floor.p99
  return {
    ...row,
    'p50 vs echo': ratio(s.p50, floor.p50),
    'p99 vs echo': ratio(s.p99, floor.p99),
    cpu: pct(share),
    goal: `p50 ≤ ${GOAL.p50}×, p99 ≤ ${GOAL.p99}× echo`,
    'met?': share < STARVED_BELOW ? 'starved: not judged' : met ? 'yes' : 'NO',
  }
}

export function memoryRow(scenario: string, rss: number, goal: boolean): Row {
  return {
    scenario,
    n: '',
    'p50 ms': '',
    'p99 ms': '',
    'p50 vs echo': '',
    'p99 vs echo': '',
    cpu: '',
    goal: goal ? `RSS ≤ ${GOAL.rssMb} MB (is ${mb(rss)} MB)` : `RSS ${mb(rss)} MB (info)`,
    'met?': goal ? (rss <= GOAL.rssMb ? 'yes' : 'NO') : '',
  }
}

export function goalRow(metric: string, value: number, unit: string, target: number, cpuShare?: number, note?: string): BenchRow {
  return {
    section: 'host',
    metric,
    value: Math.round(value * 100) / 100,
    unit,
    goal: { op: '<=', target },
    ...(cpuShare === undefined || Number.isNaN(cpuShare) ? {} : { cpuShare }),
    ...(note ? { note } : {}),
  }
}

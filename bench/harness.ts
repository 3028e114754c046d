// The benchmark's shared pieces: what a section returns, how a rate is measured, and the table.
// A section is anything that can produce rows; bench/index.ts lists the sections to run.

export interface Goal {
  /** '>=': the value must reach the target (a rate); '<=': must not exceed it (a latency, a size). */
  op: '>=' | '<='
  target: number
}

/**
 * Below this share of one core over a measured span, a figure is not trusted: the process spent
 * more time waiting for a CPU than on one, and even its CPU time is inflated (a thread that loses
 * its core comes back to cold caches: on this 2-core machine, Agent DOG's worst legalActions call
 * took about twice the CPU time when it had been descheduled during the call). Such a row is
 * flagged and its goal is not judged.
 */
export const STARVED_BELOW = 0.5

export interface BenchRow {
  section: string
  metric: string
  /** The figure compared with the goal, e.g. the median of the runs: for a rate, units per CPU-second. */
  value: number
  unit: string
  /** Every run's figure, when the value is a median of several. */
  runs?: number[]
  /** The same figure against the clock (a rate per wall-clock second, a time in wall-clock ms), shown beside it. */
  wall?: number
  goal?: Goal
  /**
   * The share of a core this process got over the measured span: its CPU time over the wall time
   * (about 1 on an idle core; a little more when V8's helper threads run beside the main one). For
   * the host's latencies, whose processes mostly wait for the network, the share of the time they
   * were ready to run that they did run (bench/host.ts). Below STARVED_BELOW the row is starved.
   */
  cpuShare?: number
  note?: string
}

export interface BenchSection {
  name: string
  /** One line for the console while the section runs. */
  description: string
  run(): BenchRow[] | Promise<BenchRow[]>
}

export interface RateOptions {
  /** Number of timed runs; the median is reported. */
  runs?: number
  /** Length of each timed run in wall-clock milliseconds (a run stops at the first batch past it). */
  runMs?: number
  /**
   * Untimed batches before the first run, so the JIT has settled. A count rather than a time: on a
   * busy machine a time-boxed warm-up does less work and leaves the JIT's work in the timed runs.
   */
  warmup?: number
}

export interface Rate {
  /** Units per CPU-second of this process, median of the runs: the figure compared with a goal. */
  median: number
  /** Each run's units per CPU-second. */
  runs: number[]
  /** Units per wall-clock second, median of the runs. */
  wallMedian: number
  /** Process CPU time over wall time across the timed runs: well below 1 means a busy machine. */
  cpuShare: number
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN
  const sorted = values.slice().sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** The q-quantile (0..1) of `values`: the value at rank floor(q·n) of the sorted values. */
export function percentile(values: readonly number[], q: number): number {
  if (values.length === 0) return NaN
  const sorted = values.slice().sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]
}

/** CPU milliseconds (user + system, every thread of this process) since `since`, or since the process started. */
export function cpuMs(since?: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(since)
  return (used.user + used.system) / 1000
}

/**
 * Units of work per CPU-second. `batch` does a small piece of work and returns how many units it
 * did; after `warmup` untimed batches it is called repeatedly until each run's wall time is up, on
 * this one thread. Each run's rate is its units over the CPU time this process used meanwhile
 * (process.cpuUsage around the run), so that time the machine gave to other processes does not
 * count against it; the wall-clock rate and the CPU share are kept beside it.
 */
export function measureRate(batch: () => number, options: RateOptions = {}): Rate {
  const { runs = 5, runMs = 1000, warmup = 100 } = options
  for (let i = 0; i < warmup; i++) batch()
  let wallTotal = 0
  let cpuTotal = 0
  const perCpu: number[] = []
  const perWall: number[] = []
  for (let r = 0; r < runs; r++) {
    let units = 0
    const cpu = process.cpuUsage()
    const start = performance.now()
    let elapsed = 0
    while (elapsed < runMs) {
      units += batch()
      elapsed = performance.now() - start
    }
    const used = Math.max(cpuMs(cpu), 0.001)
    wallTotal += elapsed
    cpuTotal += used
    perCpu.push(units / (used / 1000))
    perWall.push(units / (elapsed / 1000))
  }
  return { median: median(perCpu), runs: perCpu, wallMedian: median(perWall), cpuShare: cpuTotal / wallTotal }
}

/** Whether the row's process got too little CPU for its figure to be trusted (STARVED_BELOW). */
export function isStarved(row: BenchRow): boolean {
  return row.cpuShare !== undefined && row.cpuShare < STARVED_BELOW
}

/** true: goal met; false: missed; null: no goal, or not judged because the row is starved. */
export function meetsGoal(row: BenchRow): boolean | null {
  if (!row.goal || isStarved(row)) return null
  return row.goal.op === '>=' ? row.value >= row.goal.target : row.value <= row.goal.target
}

export interface Summary {
  /** Rows with a goal that were judged, and of them those met. */
  judged: number
  met: number
  missed: number
  /** Rows with a goal left unjudged: starved. */
  notJudged: number
}

export function summarize(rows: readonly BenchRow[]): Summary {
  const withGoal = rows.filter((r) => r.goal)
  const judged = withGoal.filter((r) => meetsGoal(r) !== null)
  const met = judged.filter((r) => meetsGoal(r) === true).length
  return { judged: judged.length, met, missed: judged.length - met, notJudged: withGoal.length - judged.length }
}

/** The lines under the table: a warning about a busy machine, and the count of goals met, missed and not judged. */
export function summaryLines(rows: readonly BenchRow[]): string[] {
  const s = summarize(rows)
  const lines: string[] = []
  const starved = rows.filter(isStarved).length
  const busy = rows.filter((r) => r.cpuShare !== undefined && !isStarved(r) && r.cpuShare < 0.9).length
  if (starved > 0) {
    lines.push(
      `warning: ${starved} row(s) got less than ${Math.round(STARVED_BELOW * 100)}% of a core (STARVED): their figures are not trusted and their goals not judged; rerun on a calmer machine`,
    )
  }
  if (busy > 0) {
    lines.push(`note: ${busy} row(s) got ${Math.round(STARVED_BELOW * 100)}–90% of a core: the machine was busy; they are judged on CPU time where their unit says so`)
  }
  const notJudged = s.notJudged > 0 ? `; ${s.notJudged} not judged (starved)` : ''
  lines.push(`${s.met} of ${s.judged} judged goals met${s.missed > 0 ? `, ${s.missed} missed` : ''}${notJudged}`)
  return lines
}

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })
const decimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })

export function formatNumber(value: number): string {
  return Math.abs(value) >= 100 ? integer.format(value) : decimal.format(value)
}

/** A plain aligned text table: numbers right-aligned, text left-aligned; then the notes and a legend. */
export function renderTable(rows: readonly BenchRow[]): string {
  const header = ['section', 'metric', 'figure', 'unit', 'runs (min – max)', 'wall-clock', 'cpu', 'goal', 'result']
  const numeric = [false, false, true, false, true, true, true, true, false]
  const body = rows.map((row) => {
    const ok = meetsGoal(row)
    const spread = row.runs && row.runs.length > 1
      ? `${formatNumber(Math.min(...row.runs))} – ${formatNumber(Math.max(...row.runs))}`
      : ''
    const result = isStarved(row)
      ? row.goal
        ? 'STARVED: figure not trusted, not judged'
        : 'STARVED: figure not trusted'
      : ok === null
        ? ''
        : ok
          ? 'PASS'
          : 'MISS'
    return [
      row.section,
      row.metric,
      formatNumber(row.value),
      row.unit,
      spread,
      row.wall === undefined ? '' : formatNumber(row.wall),
      row.cpuShare === undefined ? '' : `${Math.round(row.cpuShare * 100)}%`,
      row.goal ? `${row.goal.op} ${formatNumber(row.goal.target)}` : '',
      result,
    ]
  })
  const widths = header.map((h, c) => Math.max(h.length, ...body.map((cells) => cells[c].length)))
  const line = (cells: readonly string[]): string =>
    cells.map((cell, c) => (numeric[c] ? cell.padStart(widths[c]) : cell.padEnd(widths[c]))).join('  ').trimEnd()
  const rule = widths.map((w) => '-'.repeat(w)).join('  ')
  const notes = rows.filter((r) => r.note).map((r) => `  ${r.section} / ${r.metric}: ${r.note}`)
  const legend = [
    '',
    'figure: what the goal is judged on. Rates are per CPU-second of this process ("/CPU-s"), times marked "CPU" are',
    'CPU time per call; wall-clock: the same figure against the clock. cpu: the share of a core the row got while measured',
    "(host rows: the share of the time its processes were ready to run that they ran, the least of them); below",
    `${Math.round(STARVED_BELOW * 100)}% the row is STARVED: its figure is not trusted and its goal not judged.`,
  ]
  return [line(header), rule, ...body.map(line), ...(notes.length > 0 ? ['', 'notes:', ...notes] : []), ...legend].join('\n')
}

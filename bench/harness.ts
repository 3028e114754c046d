// The benchmark's shared pieces: what a section returns, how a rate is measured, and the table.
// A section is anything that can produce rows; bench/index.ts lists the sections to run.

export interface Goal {
  /** '>=': the value must reach the target (a rate); '<=': must not exceed it (a latency, a size). */
  op: '>=' | '<='
  target: number
}

export interface BenchRow {
  section: string
  metric: string
  /** The reported figure, e.g. the median of the runs. */
  value: number
  unit: string
  /** Every run's figure, when the value is a median of several. */
  runs?: number[]
  goal?: Goal
  /** CPU time this process got over the wall time of the runs (about 1 on an idle core). */
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
  /** Length of each timed run in milliseconds (a run stops at the first batch past it). */
  runMs?: number
  /** Untimed warm-up before the first run, so the JIT has settled. */
  warmupMs?: number
}

export interface Rate {
  median: number
  runs: number[]
  /** Process CPU time over wall time across the timed runs: well below 1 means a busy machine. */
  cpuShare: number
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN
  const sorted = values.slice().sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/**
 * Units of work per second. `batch` does a small piece of work and returns how many units it did;
 * it is called repeatedly until the run's time is up, on this one thread.
 */
export function measureRate(batch: () => number, options: RateOptions = {}): Rate {
  const { runs = 5, runMs = 1000, warmupMs = 300 } = options
  let wallMs = 0
  let cpuMs = 0
  const timed = (ms: number): number => {
    let units = 0
    const cpu = process.cpuUsage()
    const start = performance.now()
    let elapsed = 0
    while (elapsed < ms) {
      units += batch()
      elapsed = performance.now() - start
    }
    const used = process.cpuUsage(cpu)
    wallMs += elapsed
    cpuMs += (used.user + used.system) / 1000
    return units / (elapsed / 1000)
  }
  timed(warmupMs)
  wallMs = 0
  cpuMs = 0
  const results: number[] = []
  for (let i = 0; i < runs; i++) results.push(timed(runMs))
  return { median: median(results), runs: results, cpuShare: cpuMs / wallMs }
}

export function meetsGoal(row: BenchRow): boolean | null {
  if (!row.goal) return null
  return row.goal.op === '>=' ? row.value >= row.goal.target : row.value <= row.goal.target
}

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })
const decimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })

export function formatNumber(value: number): string {
  return Math.abs(value) >= 100 ? integer.format(value) : decimal.format(value)
}

/** A plain aligned text table: numbers right-aligned, text left-aligned. */
export function renderTable(rows: readonly BenchRow[]): string {
  const header = ['section', 'metric', 'median', 'unit', 'runs (min – max)', 'cpu', 'goal', 'result']
  const numeric = [false, false, true, false, true, true, true, false]
  const body = rows.map((row) => {
    const ok = meetsGoal(row)
    const spread = row.runs && row.runs.length > 1
      ? `${formatNumber(Math.min(...row.runs))} – ${formatNumber(Math.max(...row.runs))}`
      : ''
    return [
      row.section,
      row.metric,
      formatNumber(row.value),
      row.unit,
      spread,
      row.cpuShare === undefined ? '' : `${Math.round(row.cpuShare * 100)}%`,
      row.goal ? `${row.goal.op} ${formatNumber(row.goal.target)}` : '',
      ok === null ? '' : ok ? 'PASS' : 'MISS',
    ]
  })
  const widths = header.map((h, c) => Math.max(h.length, ...body.map((cells) => cells[c].length)))
  const line = (cells: readonly string[]): string =>
    cells.map((cell, c) => (numeric[c] ? cell.padStart(widths[c]) : cell.padEnd(widths[c]))).join('  ').trimEnd()
  const rule = widths.map((w) => '-'.repeat(w)).join('  ')
  const notes = rows.filter((r) => r.note).map((r) => `  ${r.section} / ${r.metric}: ${r.note}`)
  return [line(header), rule, ...body.map(line), ...(notes.length > 0 ? ['', 'notes:', ...notes] : [])].join('\n')
}

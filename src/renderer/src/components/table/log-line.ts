/** One line of a game's event log, already in words: its mark (a side's shape, a tick...),
 * its sentence, and the classes the game styles it by (kind-…, side-…). */
export interface LogLine {
  mark: string
  text: string
  classes: readonly string[]
}

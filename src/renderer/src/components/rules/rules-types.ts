/** One entry of a rules page's table of contents; children are nested one level. */
export interface TocEntry {
  /** The section's element id (the link's href). */
  anchor: string
  /** The heading's element id (where the link moves the focus). */
  headingId: string
  label: string
  children?: readonly TocEntry[]
}

/** One line of the "Our rulings" list: the ruling's words and a link to where it applies. */
export interface RulingSummary {
  id: string
  text: string
  /** The ruling note's element id. */
  anchor: string
  /** The link's words ("See: Movement"). */
  where: string
}

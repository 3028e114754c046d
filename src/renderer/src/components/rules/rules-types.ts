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

/**
 * What a game's rules page is built from: its messages (under `root`: title, subtitle, toc, intro,
 * toRule, sections.<id>.title, rulings.<id>), its sections in reading order and its rulings with
 * the section each applies to, and the element ids of its title, contents, sections and rulings.
 */
export interface RulesBook<S extends string = string, R extends string = string> {
  root: string
  titleId: string
  tocTitleId: string
  sections: ReadonlyArray<{ id: S; children?: readonly S[] }>
  rulings: ReadonlyArray<{ id: R; section: S }>
  sectionAnchor(id: S): string
  headingAnchor(id: S): string
  rulingAnchor(id: R): string
  /** Numbers a ruling's words name (the rules' own figures), if any. */
  rulingParams?(id: R): Record<string, number>
}

// A moment as the lists and headings show it ("27 Nov 2026, 18:09" in the player's language), or
// '' for a time that cannot be read (a hand-edited list).
export function formatWhen(locale: string, iso: string | undefined): string {
  const at = iso === undefined ? Number.NaN : Date.parse(iso)
  return Number.isNaN(at) ? '' : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(at)
}

// In-page links on the Rules screen: move the focus (and with it the view) to the target, so that
// keyboard and screen-reader users continue reading from there. The URL is left alone.
export function jumpTo(elementId: string): void {
  const target = document.getElementById(elementId)
  if (!target) return
  target.focus()
  target.scrollIntoView?.({ block: 'start' })
}

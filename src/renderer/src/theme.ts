import type { Theme } from './stores/settings'

/**
 * Puts a theme on the page all at once. With reduced motion every property of every element
 * transitions for a frame, and elsewhere some backgrounds fade: without this, text could show the
 * old theme's ink on the new theme's paper for a moment (axe measured it so, once).
 */
export function showTheme(root: HTMLElement, theme: Theme): void {
  if (root.dataset.theme === theme) return
  root.classList.add('theme-switching')
  root.dataset.theme = theme
  // Style and layout are computed here, with transitions off, so none starts from the old colours;
  // taking the class off afterwards changes no colour, so none starts then either.
  void root.offsetHeight
  root.classList.remove('theme-switching')
}

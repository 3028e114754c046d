// A small translator interface over vue-i18n for components and pure text functions alike, so
// game text helpers can be tested with any implementation of it.
import { useI18n } from 'vue-i18n'

export interface Tr {
  t(key: string, named?: Record<string, unknown>): string
  /** Plural form chosen by `n` (available to the message as {n}). */
  tn(key: string, n: number, named?: Record<string, unknown>): string
  te(key: string): boolean
}

export function useTr(): Tr {
  const { t, te } = useI18n()
  return {
    t: (key, named) => t(key, named ?? {}),
    tn: (key, n, named) => t(key, { n, ...named }, n),
    te: (key) => te(key),
  }
}

/** Error codes are kebab-case words; message keys are camelCase ('not-in-hand' → 'notInHand'). */
export function camel(code: string): string {
  return code.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())
}

/** A seat recovery code as a person reads and writes it down: 'K7P2M9QX' reads as 'K7P2-M9QX'. */
export function showRecoveryCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`
}

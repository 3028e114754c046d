/** What the Join form asks the Start screen to do once its fields check out. */
export interface JoinRequest {
  wsUrl: string
  /** The address as the player sees it ("192.168.1.5:7777"). */
  label: string
  /** The host's advertised name, when known. */
  name?: string
  code: string
  /** Keep it in the recent hosts (not for the page's own host). */
  remember: boolean
  /** Watch as a spectator instead of taking a seat. */
  watch: boolean
}

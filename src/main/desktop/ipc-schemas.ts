// Every IPC message from a page is checked twice before a handler sees it: it must come from the
// app's own page (the sender frame's URL is on the app's origin, in the top frame), and its
// arguments must match the channel's schema exactly (no extra arguments, no extra fields).
// Plain module: the Electron glue (electron-ipc.ts) passes in the sender frame's URL.
import { z } from 'zod'
import { ROOM_CODE_ALPHABET, ROOM_CODE_LENGTH } from '../../shared/protocol'
import { APP_LANGUAGES, IPC } from '../../shared/ipc'
import { settingsPatchSchema } from './settings'
import { originOf } from './url-policy'

export const roomCodeSchema = z.string().regex(new RegExp(`^[${ROOM_CODE_ALPHABET}]{${ROOM_CODE_LENGTH}}$`))

const UNSAFE_TEXT_RE = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u
const noticeText = (max: number) =>
  z
    .string()
    .max(max)
    .refine((s) => !UNSAFE_TEXT_RE.test(s), 'no control characters')

export const turnNoticeSchema = z.strictObject({
  title: noticeText(80).refine((s) => s.trim() !== '', 'a title is needed'),
  body: noticeText(200),
})

/** The arguments each channel takes, as a tuple. */
export const IPC_ARGS = {
  [IPC.localHost]: z.tuple([]),
  [IPC.startHosting]: z.tuple([]),
  [IPC.stopHosting]: z.tuple([]),
  [IPC.hostingStatus]: z.tuple([]),
  [IPC.listHosts]: z.tuple([]),
  [IPC.getSettings]: z.tuple([]),
  [IPC.setSettings]: z.tuple([settingsPatchSchema]),
  [IPC.exportGame]: z.tuple([roomCodeSchema]),
  [IPC.importGame]: z.tuple([]),
  [IPC.getUpdateStatus]: z.tuple([]),
  [IPC.notifyTurn]: z.tuple([turnNoticeSchema]),
  [IPC.setLanguage]: z.tuple([z.enum(APP_LANGUAGES)]),
} as const

export type GuardedChannel = keyof typeof IPC_ARGS
export type ArgsOf<C extends GuardedChannel> = z.output<(typeof IPC_ARGS)[C]>

/** The frame an IPC message came from: Electron's `event.senderFrame` (null once it is gone). */
export interface SenderFrame {
  url: string
  /** True for the window's top frame (WebFrameMain.parent === null). */
  top: boolean
}

export type IpcRefusalCode = 'bad-sender' | 'bad-arguments'

export class IpcRefusal extends Error {
  constructor(
    readonly code: IpcRefusalCode,
    message: string,
  ) {
    super(message)
    this.name = 'IpcRefusal'
  }
}

/** True when the frame is the top frame of one of the app's own pages. */
export function isTrustedSender(frame: SenderFrame | null | undefined, appOrigins: readonly string[]): boolean {
  if (!frame || !frame.top || typeof frame.url !== 'string') return false
  const origin = originOf(frame.url)
  return origin !== null && appOrigins.some((o) => o.toLowerCase() === origin)
}

/**
 * Wraps a handler: the result takes the sender frame and the raw arguments, refuses (throws an
 * IpcRefusal) unless the sender is trusted and the arguments match the channel's schema, and
 * only then calls `handler` with the parsed arguments.
 */
export function guard<C extends GuardedChannel, R>(
  channel: C,
  appOrigins: readonly string[],
  handler: (args: ArgsOf<C>) => R,
): (frame: SenderFrame | null | undefined, args: readonly unknown[]) => R {
  const schema = IPC_ARGS[channel]
  return (frame, args) => {
    if (!isTrustedSender(frame, appOrigins)) {
      throw new IpcRefusal('bad-sender', `${channel}: refused a message from outside the app (${frame ? (originOf(frame.url) ?? 'no origin') : 'no frame'})`)
    }
    const parsed = schema.safeParse(args)
    if (!parsed.success) {
      throw new IpcRefusal('bad-arguments', `${channel}: invalid arguments: ${parsed.error.issues.map((i) => `${i.path.join('.') || '(args)'}: ${i.message}`).join('; ')}`)
    }
    return handler(parsed.data as ArgsOf<C>)
  }
}

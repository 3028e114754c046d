// The app's word about an update, in the page's notice (AppNotice): a new version downloaded (it
// is installed when the app quits), or one this copy cannot install itself (an unsigned macOS
// build; Settings › This computer links to the download page). The app decides when to say it
// (src/main/desktop/updates.ts); the menu's own check answers in a message box instead.
import type { SafehouseApi, UpdateNotice } from '@shared/preload-api'
import { desktopApi } from '../platform'
import { useUiStore } from '../stores/ui'

/** The notice's key and words for an update the page should tell now, or null. */
export function updateNoticeOf({ status, notice }: UpdateNotice): { key: string; params: Record<string, string> } | null {
  if (!notice) return null
  if (status.state === 'downloaded') return { key: 'desktop.updates.downloaded', params: { version: status.version } }
  if (status.state === 'manual') return { key: 'desktop.updates.manualNotice', params: { version: status.version } }
  return null
}

/** Listens for the app's update notices; returns the unsubscribe function (none in a browser). */
export function useUpdateNotices(api: SafehouseApi | null = desktopApi()): () => void {
  if (!api?.onUpdateStatus) return () => undefined
  const ui = useUiStore()
  return api.onUpdateStatus((update) => {
    const shown = updateNoticeOf(update)
    if (shown) ui.notify(shown.key, 'info', shown.params)
  })
}

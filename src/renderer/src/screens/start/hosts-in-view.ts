// The hosts the Join panel can offer, kept up to date while it is open: the desktop app reports the
// hosts it finds on the network as they come and go; a browser asks the page's own host again and
// again, since its waiting rooms change as friends open and fill them.
import { computed, onBeforeUnmount, onMounted, ref, type ComputedRef } from 'vue'
import { useI18n } from 'vue-i18n'
import type { DiscoveredHostInfo } from '@shared/preload-api'
import { wsUrlForPage } from '../../net/host-url'
import { desktopApi } from '../../platform'
import { useRecentHostsStore } from '../../stores/recent-hosts'
import { fetchHostInfo, type HostInfo } from '../../net/host-info'
import { foundHostOptions, openRoomOptions, recentHostOptions, thisHostOption, type HostOption, type PageHost } from './join-hosts'
import type { OpenRoomOption } from './types'

export interface HostsInView {
  /** A plain browser, which may only connect to the host its page came from. */
  browser: boolean
  /** The desktop app, looking for hosts on the network. */
  discovering: boolean
  /** The page's own host as shown ('' in the desktop app). */
  pageHost: string
  pageWsUrl: string | null
  foundOptions: ComputedRef<HostOption[]>
  thisOption: ComputedRef<HostOption | null>
  recentOptions: ComputedRef<HostOption[]>
  /** Every host on offer, in the form's order. */
  options: ComputedRef<HostOption[]>
  openRooms: ComputedRef<OpenRoomOption[]>
  forget(option: HostOption): void
}

/** How often the page asks its host again which rooms wait for players. */
const ROOMS_REFRESH_MS = 5_000

export function useHostsInView(): HostsInView {
  const { t } = useI18n()
  const recents = useRecentHostsStore()
  const api = desktopApi()
  const browser = api === null
  const discovering = typeof api?.onHostsChanged === 'function'
  const found = ref<DiscoveredHostInfo[]>([])
  const pageInfo = ref<HostInfo | null>(null)
  const pageHost = browser ? window.location.host : ''
  const pageWsUrl = browser ? wsUrlForPage(window.location) : null

  const page = computed<PageHost | null>(() => (pageWsUrl ? { wsUrl: pageWsUrl, host: pageHost, info: pageInfo.value } : null))
  const foundOptions = computed(() => foundHostOptions(found.value))
  const thisOption = computed(() => (page.value ? thisHostOption(page.value, t('start.join.thisHost')) : null))
  const recentOptions = computed(() => recentHostOptions(recents.hosts, new Set([...foundOptions.value.map((o) => o.wsUrl), pageWsUrl])))
  const options = computed(() => [...foundOptions.value, ...(thisOption.value ? [thisOption.value] : []), ...recentOptions.value])
  const openRooms = computed(() => openRoomOptions(page.value, found.value))

  let unsubscribe: (() => void) | undefined
  let refresh: ReturnType<typeof setInterval> | undefined
  onMounted(async () => {
    unsubscribe = api?.onHostsChanged?.((hosts) => {
      found.value = hosts
    })
    if (browser) {
      pageInfo.value = await fetchHostInfo()
      refresh = setInterval(() => {
        void fetchHostInfo().then((info) => {
          if (info) pageInfo.value = info
        })
      }, ROOMS_REFRESH_MS)
    }
  })
  onBeforeUnmount(() => {
    unsubscribe?.()
    if (refresh) clearInterval(refresh)
  })

  return {
    browser,
    discovering,
    pageHost,
    pageWsUrl,
    foundOptions,
    thisOption,
    recentOptions,
    options,
    openRooms,
    forget: (option) => recents.forget(option.wsUrl),
  }
}

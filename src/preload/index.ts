import { contextBridge } from 'electron'
import type { SafehouseApi } from '@shared/preload-api'

const api: SafehouseApi = { version: 1 }

contextBridge.exposeInMainWorld('safehouse', api)

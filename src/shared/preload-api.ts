/** Shape of the API the preload script exposes to the renderer as `window.safehouse`. */
export interface SafehouseApi {
  readonly version: number
}

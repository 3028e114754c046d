// Electron glue (imported only by src/main/index.ts): the session and web-contents hardening.
// The decisions themselves are in url-policy.ts and app-protocol.ts.
import { shell, type Session, type WebContents } from 'electron'
import { appPageFilter, withContentSecurityPolicy } from './app-protocol'
import { isAllowedExternal, isAppNavigation, permissionAllowed } from './url-policy'

export function hardenSession(session: Session, appOrigins: readonly string[]): void {
  session.setPermissionRequestHandler((_contents, permission, callback, details) => {
    callback(permissionAllowed(permission, details.requestingUrl, appOrigins))
  })
  session.setPermissionCheckHandler((_contents, permission, requestingOrigin) => permissionAllowed(permission, requestingOrigin, appOrigins))
  // The app's pages get the strict CSP as a header too (the protocol handler sets it already; this
  // also covers the dev server in development). Only the app's own origins are listened to.
  session.webRequest.onHeadersReceived(appPageFilter(appOrigins), (details, callback) => {
    const responseHeaders = withContentSecurityPolicy(details.url, details.responseHeaders, appOrigins)
    callback(responseHeaders ? { responseHeaders } : {})
  })
}

function openOutside(url: string): void {
  if (isAllowedExternal(url)) void shell.openExternal(url).catch(() => undefined)
}

/** For every web contents the app creates (app.on('web-contents-created')). */
export function hardenWebContents(contents: WebContents, appOrigins: readonly string[]): void {
  contents.setWindowOpenHandler(({ url }) => {
    openOutside(url)
    return { action: 'deny' }
  })
  contents.on('will-navigate', (event, url) => {
    if (isAppNavigation(url, appOrigins)) return
    event.preventDefault()
    openOutside(url)
  })
  contents.on('will-frame-navigate', (event) => {
    if (!isAppNavigation(event.url, appOrigins)) event.preventDefault()
  })
  contents.on('will-redirect', (event, url) => {
    if (!isAppNavigation(url, appOrigins)) event.preventDefault()
  })
  contents.on('will-attach-webview', (event) => event.preventDefault())
}

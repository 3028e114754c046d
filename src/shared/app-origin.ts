// Where the desktop app's own pages come from. The window loads the renderer from this privileged
// custom scheme (registered as standard and secure by src/main/index.ts), so the app has one stable
// origin: its localStorage survives restarts, and every WebSocket it opens carries
// `Origin: app://safehouse`. Hosts (the desktop app's own and `npm run serve`) accept that origin
// besides their own pages: no web page can send it, so it is as safe as a client with no Origin.

export const APP_SCHEME = 'app'
export const APP_HOST = 'safehouse'
/** The Origin the app's pages send, exactly as the browser serializes it. */
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`
/** The page the window opens. */
export const APP_URL = `${APP_ORIGIN}/`

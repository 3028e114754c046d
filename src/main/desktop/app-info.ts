// Names the app goes by. APP_ID must equal `appId` in electron-builder.yml: Windows shows
// notifications only for an app whose AppUserModelID matches its Start menu shortcut.
export const APP_ID = 'app.safehouse.desktop'
export const PRODUCT_NAME = 'Safehouse'

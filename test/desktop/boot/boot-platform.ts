// Imported first by boot-main.ts: the platform the booted main process believes it runs on
// (BOOT_PLATFORM, linux or darwin), set before anything reads process.platform.
const wanted = process.env['BOOT_PLATFORM']
if (wanted === 'linux' || wanted === 'darwin') Object.defineProperty(process, 'platform', { value: wanted })

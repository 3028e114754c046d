// Electron glue (imported only by src/main/index.ts): the window's page crashing or hanging, handed
// to renderer-recovery.ts, which decides; this shows its question and carries its steps out.
import { dialog, type BrowserWindow } from 'electron'
import { fill, type DesktopText } from './desktop-text'
import { RendererRecovery, type Answer, type RecoveryStep, type Trouble } from './renderer-recovery'

export interface RecoveryOptions {
  /** The words, in the app's language at the time of asking. */
  text: () => DesktopText['recovery']
  appName: string
  log: (message: string) => void
  quit: () => void
}

export function watchRenderer(win: BrowserWindow, options: RecoveryOptions): void {
  const recovery = new RendererRecovery(() => Date.now(), options.log)
  let question: AbortController | null = null

  const closeQuestion = () => {
    question?.abort()
    question = null
  }
  const ask = (trouble: Trouble) => {
    closeQuestion()
    const controller = new AbortController()
    question = controller
    const text = options.text()
    const answers: Exclude<Answer, 'dismissed'>[] = trouble === 'hung' ? ['reload', 'wait', 'quit'] : ['reload', 'quit']
    void dialog
      .showMessageBox(win, {
        type: 'warning',
        title: options.appName,
        message: text[trouble],
        detail: fill(text.detail, options.appName),
        buttons: answers.map((a) => text[a]),
        defaultId: 0,
        // Esc: wait for a hung page; a crashed one is blank, and reloading it is harmless.
        cancelId: trouble === 'hung' ? answers.indexOf('wait') : 0,
        noLink: true,
        signal: controller.signal,
      })
      .then(({ response }) => {
        if (question === controller) question = null
        carryOut(recovery.answer(trouble, controller.signal.aborted ? 'dismissed' : (answers[response] ?? 'dismissed')))
      })
  }
  const carryOut = (step: RecoveryStep) => {
    if (win.isDestroyed()) return
    switch (step.do) {
      case 'reload':
        closeQuestion()
        win.webContents.reload()
        return
      case 'ask':
        ask(step.trouble)
        return
      case 'close-question':
        closeQuestion()
        return
      case 'kill-and-reload':
        // Emits render-process-gone, on which the decision module reloads.
        win.webContents.forcefullyCrashRenderer()
        return
      case 'quit':
        options.quit()
        return
      case 'nothing':
        return
    }
  }

  win.webContents.on('render-process-gone', (_event, details) => carryOut(recovery.gone(details)))
  win.on('unresponsive', () => carryOut(recovery.unresponsive()))
  win.on('responsive', () => carryOut(recovery.responsive()))
  win.on('closed', closeQuestion)
}

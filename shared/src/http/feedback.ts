/**
 * How the http layer talks to the user. The shell passes antd's `App.useApp()` message and modal
 * so dialogs follow its theme and locale; until then antd's static functions are used.
 *
 * No static import of antd here: the http layer sits under the package root, and the /login page
 * must not download all of antd for a dialog it may never show. The default functions are fetched
 * with `import('antd')` when first needed.
 */

/** What the http layer passes to a toast; antd's message.error accepts it. */
export interface HttpToastConfig {
  content: string;
  /** Seconds, as antd counts them. */
  duration: number;
  onClose: () => void;
}

/** What the http layer passes to a confirm; antd's modal.confirm accepts it. */
export interface HttpConfirmConfig {
  title: string;
  content: string;
  okText: string;
  cancelText: string;
  onOk: () => void;
  onCancel: () => void;
}

export interface HttpFeedback {
  message: { error(config: HttpToastConfig): unknown };
  modal: { confirm(config: HttpConfirmConfig): unknown };
}

let configured: Partial<HttpFeedback> = {};
const errorsOnScreen = new Set<string>();

/**
 * Called once by the shell inside antd's <App>; a part left out, or `null` for all, goes back to
 * antd's static functions.
 */
export function configureHttpFeedback(next: Partial<HttpFeedback> | null): void {
  configured = { ...next };
  // the toasts of the holder that goes away go with it, without their onClose
  errorsOnScreen.clear();
}

/** antd's static functions, loaded on first use. */
async function defaultFeedback(): Promise<HttpFeedback> {
  const { message, Modal } = await import('antd');
  return { message, modal: Modal };
}

/**
 * Shows through the configured part at once, or through antd once it has loaded. `release`
 * runs if antd cannot load, so a failed chunk does not block the next message forever.
 */
function show<K extends keyof HttpFeedback>(part: K, present: (part: HttpFeedback[K]) => void, release: () => void): void {
  const own = configured[part];
  if (own) present(own);
  else defaultFeedback().then((feedback) => present(feedback[part]), release);
}

/** SPEC §8: an error text is not shown again while the identical text is still on screen. */
export function showErrorOnce(text: string, durationMs: number): void {
  if (errorsOnScreen.has(text)) return;
  errorsOnScreen.add(text);
  const release = () => errorsOnScreen.delete(text);
  show('message', (message) => message.error({ content: text, duration: durationMs / 1000, onClose: release }), release);
}

let sessionDialogOpen = false;

export type SessionDialogTexts = Pick<HttpConfirmConfig, 'title' | 'content' | 'okText' | 'cancelText'>;

/** The sign-in-again confirm (SPEC §8 code 401), never two at a time (RuoYi's isRelogin). */
export function confirmOnce(texts: SessionDialogTexts, onOk: () => void): void {
  if (sessionDialogOpen) return;
  sessionDialogOpen = true;
  const release = () => {
    sessionDialogOpen = false;
  };
  show(
    'modal',
    (modal) =>
      modal.confirm({
        ...texts,
        onOk: () => {
          release();
          onOk();
        },
        onCancel: release,
      }),
    release,
  );
}

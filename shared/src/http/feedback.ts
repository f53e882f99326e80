/**
 * How the http layer talks to the user. The shell passes antd's `App.useApp()` message and modal
 * so dialogs follow its theme and locale; until then antd's static functions are used.
 */
import { Modal, message as staticMessage } from 'antd';
import type { MessageArgsProps, ModalFuncProps } from 'antd';

export interface HttpFeedback {
  message: { error(config: MessageArgsProps): unknown };
  modal: { confirm(config: ModalFuncProps): unknown };
}

const staticFeedback: HttpFeedback = { message: staticMessage, modal: Modal };
let feedback: HttpFeedback = staticFeedback;

/** Called once by the shell inside antd's <App>; `null` goes back to the static functions. */
export function configureHttpFeedback(next: HttpFeedback | null): void {
  feedback = next ?? staticFeedback;
}

const errorsOnScreen = new Set<string>();

/** SPEC §8: an error text is not shown again while the identical text is still on screen. */
export function showErrorOnce(text: string, durationMs: number): void {
  if (errorsOnScreen.has(text)) return;
  errorsOnScreen.add(text);
  feedback.message.error({
    content: text,
    duration: durationMs / 1000,
    onClose: () => errorsOnScreen.delete(text),
  });
}

let sessionDialogOpen = false;

export interface SessionDialogTexts {
  title: string;
  content: string;
  okText: string;
  cancelText: string;
}

/** The sign-in-again confirm (SPEC §8 code 401), never two at a time (RuoYi's isRelogin). */
export function confirmOnce(texts: SessionDialogTexts, onOk: () => void): void {
  if (sessionDialogOpen) return;
  sessionDialogOpen = true;
  feedback.modal.confirm({
    ...texts,
    onOk: () => {
      sessionDialogOpen = false;
      onOk();
    },
    onCancel: () => {
      sessionDialogOpen = false;
    },
  });
}

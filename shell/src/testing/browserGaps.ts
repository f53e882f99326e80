/**
 * jsdom lacks MessageChannel, which antd's Form.useWatch uses to batch notifications. A timer-based
 * channel keeps the macro-task timing without Node's MessageChannel, whose ports keep jest alive.
 */
type MessageHandler = ((event: MessageEvent) => void) | null;

class TimerMessagePort {
  onmessage: MessageHandler = null;
  other: TimerMessagePort | null = null;
  postMessage(data: unknown): void {
    const target = this.other;
    setTimeout(() => target?.onmessage?.({ data } as MessageEvent), 0);
  }
  close(): void {
    this.onmessage = null;
  }
}

class TimerMessageChannel {
  readonly port1 = new TimerMessagePort();
  readonly port2 = new TimerMessagePort();
  constructor() {
    this.port1.other = this.port2;
    this.port2.other = this.port1;
  }
}

if (typeof globalThis.MessageChannel === 'undefined') {
  (globalThis as { MessageChannel?: unknown }).MessageChannel = TimerMessageChannel;
}

import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy/waitFor give up after this long: antd screens under CI's full load (2 cores, every
// package's tests) take seconds to answer, and a shorter wait made their tests fail at random
configure({ asyncUtilTimeout: 15000 });

// antd reads these browser APIs that jsdom does not implement
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!(globalThis as { ResizeObserver?: unknown }).ResizeObserver) {
  (globalThis as { ResizeObserver?: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// antd's Form.useWatch batches through MessageChannel, which jsdom lacks; Node's own would keep jest
// alive (its ports stay open), so a timer-based channel stands in with the same macro-task timing
if (typeof globalThis.MessageChannel === 'undefined') {
  type Handler = ((event: MessageEvent) => void) | null;
  class TimerMessagePort {
    onmessage: Handler = null;
    other: TimerMessagePort | null = null;
    postMessage(data: unknown): void {
      const target = this.other;
      setTimeout(() => target?.onmessage?.({ data } as MessageEvent), 0);
    }
    close(): void {
      this.onmessage = null;
    }
  }
  (globalThis as { MessageChannel?: unknown }).MessageChannel = class {
    readonly port1 = new TimerMessagePort();
    readonly port2 = new TimerMessagePort();
    constructor() {
      this.port1.other = this.port2;
      this.port2.other = this.port1;
    }
  };
}

// jsdom has getComputedStyle but not its pseudo-element form, which antd asks for (scrollbar sizes)
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element, pseudoElement?: string | null) =>
  computedStyle(element, pseudoElement ? undefined : pseudoElement);

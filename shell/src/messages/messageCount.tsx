/**
 * The unread count behind the 留言板 badge (GET /chat/messageNotificationSenderCount): fetched on
 * sign-in, every minute, and whenever the message board has read or sent something.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { App } from 'antd';
import { CODE_OK, ERROR_MESSAGE_MS, authApi, messageOf } from '@pcf/shared';

export const MESSAGE_COUNT_REFRESH_MS = 60 * 1000;

interface MessageCount {
  count: number;
  refresh(): Promise<void>;
}

const MessageCountContext = createContext<MessageCount>({ count: 0, refresh: async () => undefined });

export function MessageCountProvider({ children }: { children: ReactNode }) {
  const { message } = App.useApp();
  const [count, setCount] = useState(0);
  const alive = useRef(true);

  const refresh = useCallback(async () => {
    try {
      const envelope = await authApi.messageCount();
      if (!alive.current) return;
      if (envelope.code === CODE_OK) setCount(Number(envelope.data ?? 0));
      // SPEC §8: a failed count shows the server's message (one at a time, keyed)
      else void message.error({ key: 'message-count', content: messageOf(envelope), duration: ERROR_MESSAGE_MS / 1000 });
    } catch {
      // network and session failures are shown by the http client
    }
  }, [message]);

  useEffect(() => {
    alive.current = true;
    void refresh();
    const timer = window.setInterval(() => void refresh(), MESSAGE_COUNT_REFRESH_MS);
    return () => {
      alive.current = false;
      window.clearInterval(timer);
    };
  }, [refresh]);

  const value = useMemo(() => ({ count, refresh }), [count, refresh]);
  return <MessageCountContext.Provider value={value}>{children}</MessageCountContext.Provider>;
}

export function useMessageCount(): MessageCount {
  return useContext(MessageCountContext);
}

/** The supply chain's messages, gathered from its topics (server/src/messages.ts gathers this table). */
import { partnerMessages } from './partners/messages';
import { requestMessages } from './requests/messages';
import { applicationMessages } from './applications/messages';

export const supplyChainMessages = { ...partnerMessages, ...requestMessages, ...applicationMessages } as const;

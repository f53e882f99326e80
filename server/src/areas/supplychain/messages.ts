/** The supply chain area's messages, gathered from its topics (server/src/messages.ts gathers this one). */
import { gatherMessages } from '../../http/messageTable';
import { footprintShareMessages } from './footprints/messages';
import { pactMessages } from './pact/messages';
import { partnerMessages } from './partners/messages';
import { requestMessages } from './requests/messages';
import { applicationMessages } from './applications/messages';

export const supplychainMessages = gatherMessages(
  footprintShareMessages,
  pactMessages,
  partnerMessages,
  requestMessages,
  applicationMessages,
);

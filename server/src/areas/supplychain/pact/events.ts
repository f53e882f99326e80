/**
 * POST /3/events: the CloudEvents a PACT client sends. This module checks an event against the
 * spec's schema of its type and hands it to the handlers, which the supply chain requests
 * (supplychain/requests/pactEvents.ts) implement and supplychain/routes.ts passes in: what an
 * event does to the footprint requests is theirs; authentication, validation and the answers
 * are the API's. A handler runs inside the request's transaction and may refuse the event with a
 * PactRefusal (a 4xx of the spec); anything else it throws is an internal error.
 */
import type {
  PactError,
  PactEvent,
  PactEventType,
  PublishedEvent,
  RequestCreatedEvent,
  RequestFulfilledEvent,
  RequestRejectedEvent,
} from '@pcf/shared/contracts';
import { PACT_EVENT_TYPES } from '@pcf/shared/contracts';
import type { MessageKey, MessageParams } from '../../../http/messages';
import type { Tx } from '../../auth/companyScope';
import type { PactCaller } from './tokens';
import { pactProblems, type FieldProblem, type PactSchemaName } from './validation';

/** What a handler knows of the event's sender and when it arrived. */
export interface PactEventContext {
  tx: Tx;
  /** The PACT client that sent the event (its pact_clients row) and the client's company. */
  caller: PactCaller;
  now: Date;
}

export interface PactEventHandlers {
  /** A data recipient asks for footprints (a received request); answer later with a fulfilled or rejected event. */
  requestCreated(event: RequestCreatedEvent, context: PactEventContext): Promise<void>;
  /** The answer to a request this platform sent: the footprints. */
  requestFulfilled(event: RequestFulfilledEvent, context: PactEventContext): Promise<void>;
  /** The answer to a request this platform sent: refused. */
  requestRejected(event: RequestRejectedEvent, context: PactEventContext): Promise<void>;
  /** Footprints the sender shares were published or updated. */
  published(event: PublishedEvent, context: PactEventContext): Promise<void>;
  /** After the event's transaction committed: what it queued may leave now. */
  committed(): void;
}

/** A refusal in the spec's terms: HTTP status, Error code and a bilingual message. */
export class PactRefusal extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404,
    readonly code: PactError['code'],
    readonly messageKey: MessageKey,
    readonly params: MessageParams = {},
  ) {
    super(messageKey);
    this.name = 'PactRefusal';
  }
}

const SCHEMAS: Record<PactEventType, PactSchemaName> = {
  [PACT_EVENT_TYPES.requestCreated]: 'RequestCreatedEvent',
  [PACT_EVENT_TYPES.requestFulfilled]: 'RequestFulfilledEvent',
  [PACT_EVENT_TYPES.requestRejected]: 'RequestRejectedEvent',
  [PACT_EVENT_TYPES.published]: 'PublishedEvent',
};

const isKnownType = (type: unknown): type is PactEventType => typeof type === 'string' && Object.hasOwn(SCHEMAS, type);

/** The event when it conforms to its type's schema; otherwise its type is unknown or the failing fields. */
export function checkEvent(body: unknown): { event: PactEvent } | { unknownType: string } | { problems: FieldProblem[] } {
  const type = body !== null && typeof body === 'object' ? (body as { type?: unknown }).type : undefined;
  if (!isKnownType(type)) {
    // the envelope's own fields first: an event without its CloudEvents attributes is malformed, whatever its type
    const problems = pactProblems('3.0', 'BaseEvent', body);
    if (typeof type === 'string' && problems.length === 0) return { unknownType: type };
    return { problems: problems.length > 0 ? problems : [{ field: '/type', key: 'pactFieldMissing', params: {} }] };
  }
  const problems = pactProblems('3.0', SCHEMAS[type], body);
  return problems.length > 0 ? { problems } : { event: body as PactEvent };
}

export async function dispatchEvent(handlers: PactEventHandlers, event: PactEvent, context: PactEventContext): Promise<void> {
  switch (event.type) {
    case PACT_EVENT_TYPES.requestCreated:
      return handlers.requestCreated(event, context);
    case PACT_EVENT_TYPES.requestFulfilled:
      return handlers.requestFulfilled(event, context);
    case PACT_EVENT_TYPES.requestRejected:
      return handlers.requestRejected(event, context);
    case PACT_EVENT_TYPES.published:
      return handlers.published(event, context);
  }
}

/**
 * The message board: users write to the platform administrators, administrators answer.
 * A user sees only their own threads; an administrator sees all of them.
 */
import { and, count, desc, eq, isNull, sql, asc } from 'drizzle-orm';
import type { BoardMessage, BoardThread } from '@pcf/shared/contracts';
import type { Db } from '../../db/connection';
import { boardMessages, boardThreads, companies, users } from '../../schema';
import { pageWindow, type PageRequest } from '../../db/queries';
import { notFound, refused } from '../../http/errors';
import type { Language } from '../../http/messages';
import type { SessionContext } from '../auth/sessions';

import {
  BOARD_MESSAGE_MAX_LENGTH as MESSAGE_MAX_LENGTH,
  BOARD_SUBJECT_MAX_LENGTH as SUBJECT_MAX_LENGTH,
  BOARD_THREADS_PAGE_SIZE_MAX,
} from '@pcf/shared/contracts';

/** Unread for me: an administrator reads users' messages, a user reads administrators' replies. */
function unreadForMe(session: SessionContext) {
  return and(isNull(boardMessages.readAt), eq(boardMessages.fromAdmin, !session.isAdmin));
}

export async function unreadCount(db: Db, session: SessionContext): Promise<number> {
  const query = db.select({ n: count() }).from(boardMessages);
  const [row] = session.isAdmin
    ? await query.where(unreadForMe(session))
    : await query
        .innerJoin(boardThreads, eq(boardThreads.id, boardMessages.threadId))
        .where(and(eq(boardThreads.ownerId, session.userId), unreadForMe(session)));
  return Number(row?.n ?? 0);
}

const companyName = (language: Language) =>
  language === 'en' ? sql<string | null>`coalesce(${companies.nameEn}, ${companies.name})` : sql<string | null>`${companies.name}`;

/** What a thread shows of itself: subject, owner and company (joined below), last change. */
const threadColumns = (language: Language) => ({
  id: boardThreads.id,
  subject: boardThreads.subject,
  ownerId: boardThreads.ownerId,
  ownerName: users.name,
  companyName: companyName(language),
  updatedAt: boardThreads.updatedAt,
});

export async function listThreads(
  db: Db,
  session: SessionContext,
  page: PageRequest,
  language: Language,
): Promise<{ rows: BoardThread[]; total: number }> {
  const scope = session.isAdmin ? undefined : eq(boardThreads.ownerId, session.userId);
  // its own select (not selectPage): each thread joins its owner, company and unread count
  const window = pageWindow(page, BOARD_THREADS_PAGE_SIZE_MAX);
  const [{ total }] = await db.select({ total: count() }).from(boardThreads).where(scope);
  const unread = sql<number>`(select count(*)::int from ${boardMessages} where ${boardMessages.threadId} = ${boardThreads.id} and ${boardMessages.readAt} is null and ${boardMessages.fromAdmin} = ${!session.isAdmin})`;
  const rows = await db
    .select({ ...threadColumns(language), unread })
    .from(boardThreads)
    .innerJoin(users, eq(users.id, boardThreads.ownerId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(scope)
    .orderBy(desc(boardThreads.updatedAt), desc(boardThreads.id))
    .limit(window.limit)
    .offset(window.offset);
  return {
    total: Number(total),
    rows: rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString(), unread: Number(r.unread), messages: [] })),
  };
}

/** The thread when the session may read it; otherwise "not found" (existence is not revealed). */
async function readableThread(db: Db, session: SessionContext, threadId: number) {
  const [thread] = await db.select().from(boardThreads).where(eq(boardThreads.id, threadId));
  if (!thread || (!session.isAdmin && thread.ownerId !== session.userId)) throw notFound('threadNotFound');
  return thread;
}

export async function getThread(db: Db, session: SessionContext, threadId: number, language: Language): Promise<BoardThread> {
  await readableThread(db, session, threadId);
  const [head] = await db
    .select(threadColumns(language))
    .from(boardThreads)
    .innerJoin(users, eq(users.id, boardThreads.ownerId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(boardThreads.id, threadId));
  const rows = await db
    .select({
      id: boardMessages.id,
      threadId: boardMessages.threadId,
      senderId: boardMessages.senderId,
      senderName: users.name,
      companyName: companyName(language),
      fromAdmin: boardMessages.fromAdmin,
      body: boardMessages.body,
      createdAt: boardMessages.createdAt,
      readAt: boardMessages.readAt,
    })
    .from(boardMessages)
    .innerJoin(users, eq(users.id, boardMessages.senderId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(boardMessages.threadId, threadId))
    .orderBy(asc(boardMessages.createdAt), asc(boardMessages.id));
  const messages: BoardMessage[] = rows.map(({ readAt, createdAt, ...m }) => ({
    ...m,
    createdAt: createdAt.toISOString(),
    read: readAt !== null,
  }));
  const unread = messages.filter((m) => !m.read && m.fromAdmin !== session.isAdmin).length;
  return { ...head, updatedAt: head.updatedAt.toISOString(), unread, messages };
}

export interface NewMessage {
  threadId?: number;
  subject?: string;
  body: string;
}

/** Starts a thread (subject required) or appends to one the session may write to. */
export async function sendMessage(db: Db, session: SessionContext, message: NewMessage, now: Date): Promise<number> {
  const body = message.body.trim();
  if (body === '' || body.length > MESSAGE_MAX_LENGTH) throw refused('messageBodyInvalid');
  if (message.threadId !== undefined) await readableThread(db, session, message.threadId);
  const subject = message.subject?.trim() ?? '';
  if (message.threadId === undefined && (subject === '' || subject.length > SUBJECT_MAX_LENGTH)) {
    throw refused('threadSubjectRequired');
  }
  return db.transaction(async (tx) => {
    let threadId = message.threadId;
    if (threadId === undefined) {
      const [created] = await tx
        .insert(boardThreads)
        .values({ ownerId: session.userId, subject, createdAt: now, updatedAt: now })
        .returning({ id: boardThreads.id });
      threadId = created.id;
    } else {
      await tx.update(boardThreads).set({ updatedAt: now }).where(eq(boardThreads.id, threadId));
    }
    await tx.insert(boardMessages).values({ threadId, senderId: session.userId, fromAdmin: session.isAdmin, body, createdAt: now });
    return threadId;
  });
}

export async function markRead(db: Db, session: SessionContext, threadId: number, now: Date): Promise<void> {
  await readableThread(db, session, threadId);
  await db
    .update(boardMessages)
    .set({ readAt: now })
    .where(and(eq(boardMessages.threadId, threadId), unreadForMe(session)));
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Notice {
  /** The user told: the new thread is theirs, so it shows on their board with an unread badge. */
  recipientId: number;
  /** The platform user writing (a reviewing administrator). */
  senderId: number;
  subject: string;
  body: string;
}

/**
 * A message from the platform to one user (a registration's review result ...): a new thread the
 * user owns holding one platform message, unread until they open it. Written through the caller's
 * transaction, so it exists only if the change it reports commits.
 */
export async function sendNotice(tx: Db | Tx, notice: Notice, now: Date): Promise<number> {
  const [thread] = await tx
    .insert(boardThreads)
    .values({ ownerId: notice.recipientId, subject: notice.subject.slice(0, SUBJECT_MAX_LENGTH), createdAt: now, updatedAt: now })
    .returning({ id: boardThreads.id });
  await tx.insert(boardMessages).values({
    threadId: thread.id,
    senderId: notice.senderId,
    fromAdmin: true,
    body: notice.body.slice(0, MESSAGE_MAX_LENGTH),
    createdAt: now,
  });
  return thread.id;
}

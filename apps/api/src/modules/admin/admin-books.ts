import {
  ADMIN_MESSAGES,
  BOOK_REQUEST_STATUS_LABELS,
  nextBookStatuses,
  type AdminBookRequest,
  type AdminBookRequestUpdateBody,
  type BookRequestStatus,
} from '@campus/contract';
import type { Database, Executor } from '../../db/client';
import { ConflictError, NotFoundError } from '../../errors/domain-errors';
import type { AuditLog } from '../access/audit-log';
import type { QueuedMail } from '../jobs/mail-jobs';
import { html } from '../mail/mail-html';
import type { MailContent } from '../mail/recovery-mail';
import { AdminBooksRepository, type BookRequestRow, type BookRequestWithRequester } from './admin-books.repository';

/** The mail a requester gets when the operator found the book or gave up. */
export function bookOutcomeMail(request: Pick<BookRequestRow, 'name' | 'author' | 'note'>, found: boolean): MailContent {
  const title = `${request.name} by ${request.author}`;
  const headline = found ? `Good news: we found ${title}.` : `Sorry, we could not find ${title}.`;
  const next = found
    ? 'The Book Shop will list it for you; open Campus Market to order it.'
    : 'You can send another request any time from the Book Shop.';
  const note = request.note ? `\n\nNote from Campus Market: ${request.note}` : '';
  return {
    subject: found ? `Campus Market found your book: ${request.name}` : `Campus Market book request: ${request.name}`,
    text: `${headline}\n\n${next}${note}`,
    html: html`<p>${headline}</p>
      <p>${next}</p>
      ${request.note ? html`<p>Note from Campus Market: ${request.note}</p>` : ''}`.markup,
  };
}

/**
 * Book requests as the operator's queue (issue 21): new → searching → found | not found, with a
 * note; the signed-in requester is mailed (through the job queue, in the same transaction) when the
 * request ends. Every change is audited.
 */
export class AdminBooks {
  private readonly requests: AdminBooksRepository;

  constructor(
    private readonly db: Database,
    private readonly audit: AuditLog,
    private readonly mail: QueuedMail,
    /** The shopper's devices that asked for news (issue 37 item 5): told of a found or not-found book too. */
    private readonly push?: {
      notifyShopper(userId: string, message: { title: string; body: string; url: string }, key: string): Promise<boolean>;
    },
  ) {
    this.requests = new AdminBooksRepository(db);
  }

  async list(status?: BookRequestStatus): Promise<AdminBookRequest[]> {
    return (await this.requests.list({ status })).map(view);
  }

  async update(actorId: string, id: string, body: AdminBookRequestUpdateBody): Promise<AdminBookRequest> {
    let ended = false;
    const updated = await this.db.transaction(async (tx) => {
      const before = await this.requests.lock(id, tx);
      if (!before) throw new NotFoundError(ADMIN_MESSAGES.bookRequestNotFound);
      const status = body.status ?? (before.status as BookRequestStatus);
      if (status !== before.status && !nextBookStatuses(before.status as BookRequestStatus).includes(status))
        throw new ConflictError(ADMIN_MESSAGES.bookStatusNotAllowed, { status: before.status });
      // Doing what is already so (marking a found request found again) changes nothing and records nothing (decision 065).
      const note = body.note ?? before.note;
      if (status === before.status && note === before.note) return before;
      const after = await this.requests.update(id, { status, note }, tx);
      if (!after) throw new NotFoundError(ADMIN_MESSAGES.bookRequestNotFound);
      await this.audit.record(
        {
          actorId,
          action: 'book_request.update',
          subjectType: 'book_request',
          subjectId: id,
          before: { status: before.status, note: before.note },
          after: { status: after.status, note: after.note, statusLabel: BOOK_REQUEST_STATUS_LABELS[status] },
        },
        tx,
      );
      ended = after.status !== before.status && (after.status === 'found' || after.status === 'not_found');
      if (ended) await this.tellRequester(after, tx);
      return after;
    });
    this.mail.committed();
    if (ended) await this.pushOutcome(updated);
    const [shown] = (await this.requests.list({ id: updated.id })).map(view);
    if (!shown) throw new NotFoundError(ADMIN_MESSAGES.bookRequestNotFound);
    return shown;
  }

  /** Once per request and outcome (the key), after the change is committed: a push to the requester's devices. */
  private async pushOutcome(request: BookRequestRow): Promise<void> {
    if (!this.push || !request.userId || (request.status !== 'found' && request.status !== 'not_found')) return;
    const found = request.status === 'found';
    await this.push.notifyShopper(
      request.userId,
      {
        title: found ? `We found ${request.name}` : `We could not find ${request.name}`,
        body: request.note || (found ? 'The book shop has your book: see how to get it.' : 'The book shop could not get this book.'),
        url: '/book-requests',
      },
      `book:${request.id}:${request.status}`,
    );
  }

  private async tellRequester(request: BookRequestRow, tx: Executor): Promise<void> {
    if (!request.userId) return;
    const email = await this.requests.emailOf(request.userId, tx);
    if (!email) return;
    await this.mail.send(email, bookOutcomeMail(request, request.status === 'found'), tx);
  }
}

function view({ request, requester }: BookRequestWithRequester): AdminBookRequest {
  return {
    id: request.id,
    name: request.name,
    author: request.author,
    status: request.status as BookRequestStatus,
    note: request.note,
    hasImage: request.imagePath !== null,
    requester,
    createdAt: request.createdAt.toISOString(),
    updatedAt: request.updatedAt.toISOString(),
  };
}

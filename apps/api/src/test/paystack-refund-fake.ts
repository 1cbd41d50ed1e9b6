import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the fake answers `POST /refund`: refunds and answers, or refunds and then fails to answer (decision 084). */
export type RefundMode = 'ok' | 'refund_then_502' | 'refund_then_timeout' | 'refund_then_drop' | 'nothing_then_502';

interface FakeRefund {
  id: number;
  transaction: number;
  amount: number;
  status: string;
  merchant_note: string | null;
}

/**
 * A local Paystack for refunds in the shapes its documentation gives: transaction/initialize (every
 * charge succeeds), transaction/verify, POST /refund (never beyond what is left of the charge) and
 * GET /refund?transaction=ID. It can refund and then answer 502, answer too late, or drop the connection
 * (or answer 502 having done nothing);
 * and its refund list can fail, for the "cannot say" case.
 */
export class PaystackRefundFake {
  readonly transactions = new Map<string, { id: number; amount: number }>();
  readonly refunds: FakeRefund[] = [];
  readonly posts: Record<string, unknown>[] = [];
  refundMode: RefundMode = 'ok';
  listFails = false;
  /** How long a "timeout" answer is held (longer than the provider's timeout). */
  holdMs = 4_000;
  private server: http.Server | undefined;
  private nextId = 1;

  constructor(private readonly secret: string) {}

  async start(): Promise<string> {
    this.server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk) => (raw += chunk));
      req.on('end', () => this.handle(req, res, raw ? (JSON.parse(raw) as Record<string, unknown>) : undefined));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }

  /** What the fake has refunded of a charge, in kobo. */
  refundedKobo(reference: string): number {
    const id = this.transactions.get(reference)?.id;
    return this.refunds.filter((refund) => refund.transaction === id && refund.status !== 'failed').reduce((sum, r) => sum + r.amount, 0);
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse, body: Record<string, unknown> | undefined): void {
    const reply = (status: number, answer: unknown): void => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    };
    const url = new URL(req.url ?? '/', 'http://fake');
    if (req.headers.authorization !== `Bearer ${this.secret}`) return reply(401, { status: false, message: 'Invalid key' });
    if (req.method === 'POST' && url.pathname === '/transaction/initialize') {
      const reference = String(body?.reference);
      this.transactions.set(reference, { id: 4_000 + this.transactions.size, amount: Number(body?.amount) });
      return reply(200, {
        status: true,
        message: 'Authorization URL created',
        data: { authorization_url: 'https://checkout.paystack.com/x', access_code: `ac_${reference}`, reference },
      });
    }
    const verify = /^\/transaction\/verify\/(.+)$/.exec(url.pathname);
    if (req.method === 'GET' && verify) {
      const reference = decodeURIComponent(verify[1] ?? '');
      const found = this.transactions.get(reference);
      if (!found) return reply(400, { status: false, message: 'Transaction reference not found' });
      return reply(200, {
        status: true,
        message: 'Verification successful',
        data: { id: found.id, status: 'success', reference, amount: found.amount, currency: 'NGN' },
      });
    }
    if (req.method === 'POST' && url.pathname === '/refund') return this.refund(req, res, body, reply);
    if (req.method === 'GET' && url.pathname === '/refund') {
      if (this.listFails) return reply(503, { status: false, message: 'Service unavailable' });
      const transaction = Number(url.searchParams.get('transaction'));
      const rows = this.refunds.filter((refund) => refund.transaction === transaction);
      return reply(200, { status: true, message: 'Refunds retrieved', data: rows, meta: { total: rows.length, perPage: 100, page: 1 } });
    }
    reply(404, { status: false, message: 'Not found' });
  }

  private refund(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    body: Record<string, unknown> | undefined,
    reply: (status: number, answer: unknown) => void,
  ): void {
    this.posts.push(body ?? {});
    if (this.refundMode === 'nothing_then_502') return void res.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>');
    const charge = this.transactions.get(String(body?.transaction));
    const amount = body?.amount;
    if (!charge || typeof amount !== 'number' || !Number.isInteger(amount))
      return reply(400, { status: false, message: 'transaction and an integer amount are required' });
    if (this.refundedKobo(String(body?.transaction)) + amount > charge.amount)
      return reply(400, { status: false, message: 'Refund amount cannot be more than the unrefunded transaction amount' });
    const refund: FakeRefund = {
      id: 9_000 + this.nextId++,
      transaction: charge.id,
      amount,
      status: 'pending',
      merchant_note: typeof body?.merchant_note === 'string' ? body.merchant_note : null,
    };
    this.refunds.push(refund);
    if (this.refundMode === 'refund_then_502') return void res.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>');
    if (this.refundMode === 'refund_then_drop') return void req.socket.destroy();
    const answer = { status: true, message: 'Refund has been queued for processing', data: { ...refund, transaction: { id: charge.id } } };
    if (this.refundMode === 'refund_then_timeout') return void setTimeout(() => !res.destroyed && reply(200, answer), this.holdMs);
    reply(200, answer);
  }
}

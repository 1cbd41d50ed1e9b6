import { desc } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { sandboxSmsMessages } from '../../../db/schema';

export type SandboxSmsRow = typeof sandboxSmsMessages.$inferSelect;

/** SQL for the sandbox SMS provider's record of what it "sent". */
export class SmsRepository {
  constructor(private readonly db: Executor) {}

  async record(message: { to: string; text: string; purpose: string }, tx: Executor = this.db): Promise<SandboxSmsRow> {
    const [row] = await tx.insert(sandboxSmsMessages).values(message).returning();
    return row!;
  }

  async latest(limit: number, tx: Executor = this.db): Promise<SandboxSmsRow[]> {
    return tx.select().from(sandboxSmsMessages).orderBy(desc(sandboxSmsMessages.createdAt), desc(sandboxSmsMessages.id)).limit(limit);
  }
}

import { parse, protocol, type PGlite, type Results } from '@electric-sql/pglite';

/** How a prepared statement's rows come back: drizzle's `execute` shape (objects, these types' text as sent). */
export interface PreparedOptions {
  rowMode: 'array' | 'object';
  /** Type ids whose values are kept as the text PostgreSQL sent (timestamps, dates, intervals…). */
  rawTypes: readonly number[];
}

function joined(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * Named prepared statements on one PGlite (decision 155): PGlite's `query` sends every statement unnamed, so
 * the embedded PostgreSQL parses and plans it on every call, which for the cart's statement is about four
 * fifths of its time. Here a statement's text is parsed once under its name; each call then sends only Bind,
 * Describe, Execute and Sync, in one message, and its values.
 *
 * Each call holds PGlite's transaction lock and then its query lock, as `query` does outside a transaction:
 * it never runs inside another caller's open transaction. Callers in a transaction use that transaction.
 */
export class PglitePreparedStatements {
  /** The parameter type ids of each statement prepared on this database, by name. */
  private readonly parameterTypes = new Map<string, readonly number[]>();

  constructor(private readonly db: PGlite) {}

  async query<T>(name: string, text: string, params: readonly unknown[], options: PreparedOptions): Promise<Results<T>> {
    return this.db._runExclusiveTransaction(() =>
      this.db._runExclusiveQuery(async () => {
        const types = this.parameterTypes.get(name) ?? (await this.prepare(name, text));
        const values = params.map((value, index) => this.serialised(value, types[index]));
        const messages = await this.db.execProtocolStream(
          joined([
            protocol.serialize.bind({ statement: name, values }),
            protocol.serialize.describe({ type: 'P' }),
            protocol.serialize.execute({}),
            protocol.serialize.sync(),
          ]),
          { syncToFs: false },
        );
        await this.db.syncToFs();
        const parsers = Object.fromEntries(options.rawTypes.map((type) => [type, (value: string) => value]));
        const [result] = parse.parseResults(messages, this.db.parsers, { rowMode: options.rowMode, parsers });
        if (!result) throw new Error(`Prepared statement ${name} answered no result`);
        return result as Results<T>;
      }),
    );
  }

  /** Parses `text` under `name` and keeps its parameter types; a statement that fails to parse is not kept. */
  private async prepare(name: string, text: string): Promise<readonly number[]> {
    const messages = await this.db.execProtocolStream(
      joined([protocol.serialize.parse({ name, text }), protocol.serialize.describe({ type: 'S', name }), protocol.serialize.sync()]),
      { syncToFs: false },
    );
    const description = messages.find((message) => message.name === 'parameterDescription');
    const types = description && 'dataTypeIDs' in description ? (description.dataTypeIDs as number[]) : [];
    this.parameterTypes.set(name, types);
    return types;
  }

  /** A value as PGlite's `query` sends it: null, its type's serializer, or its text. */
  private serialised(value: unknown, type: number | undefined): string | null {
    if (value === null || value === undefined) return null;
    const serializer = type === undefined ? undefined : this.db.serializers[type];
    return serializer ? serializer(value) : String(value);
  }
}

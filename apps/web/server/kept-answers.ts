/**
 * Answers kept per address, at most `limit`: the one asked for least recently goes first. A Map keeps
 * its insertion order, so taking an answer puts it back last.
 */
export class KeptAnswers<T> {
  private readonly answers = new Map<string, T>();

  constructor(private readonly limit: number) {}

  /** The kept answer, now the most recently asked for; undefined when there is none. */
  take(key: string): T | undefined {
    const answer = this.answers.get(key);
    if (answer !== undefined) this.keep(key, answer);
    return answer;
  }

  keep(key: string, answer: T): void {
    this.answers.delete(key);
    this.answers.set(key, answer);
    if (this.answers.size > this.limit) this.answers.delete(this.answers.keys().next().value as string);
  }

  /** Forgets this answer, not one kept for the address since; whether it was kept. */
  forget(key: string, answer: T): boolean {
    return this.answers.get(key) === answer && this.answers.delete(key);
  }

  clear(): void {
    this.answers.clear();
  }
}

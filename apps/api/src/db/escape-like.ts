/** Escapes LIKE metacharacters so a person's `%`, `_` or `\` match themselves (the default escape character). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

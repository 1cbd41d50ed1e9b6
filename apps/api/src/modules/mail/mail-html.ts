/** Markup that is already safe: made only by `html` below, so every value inside was escaped on the way in. */
export class SafeHtml {
  /** Only `html` makes these; a string never becomes markup by accident. */
  private constructor(readonly markup: string) {}

  /** @internal the one door in, used by `html`. */
  static fromTemplate(markup: string): SafeHtml {
    return new SafeHtml(markup);
  }

  toString(): string {
    return this.markup;
  }
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** The one escaping of text for a mail's HTML: safe in element content and in quoted attributes. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

type HtmlValue = string | number | SafeHtml | readonly (string | number | SafeHtml)[];

function piece(value: HtmlValue): string {
  if (value instanceof SafeHtml) return value.markup;
  if (Array.isArray(value)) return value.map((item: string | number | SafeHtml) => piece(item)).join('');
  return escapeHtml(String(value));
}

/**
 * Every mail's HTML is written with this tag (issue 35): each interpolated value is escaped unless it
 * is itself `html`…, so a shop name, a person's name or a link cannot add markup to a mail.
 */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += piece(value) + (strings[i + 1] ?? '');
  });
  return SafeHtml.fromTemplate(out);
}

/** A link for a mail: only http(s) addresses become an href (no `javascript:` from a bad configuration). */
export function mailLink(url: string): string {
  return /^https?:\/\//i.test(url) ? url : '#';
}

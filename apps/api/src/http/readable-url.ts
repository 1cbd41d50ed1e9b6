/**
 * An address whose %-escapes do not decode (a link cut mid-escape, a stray `%`, bytes that are not UTF-8)
 * read as written: each `%` of its path stands for itself. Fastify's router would otherwise answer
 * such an address with its own JSON 400 before any route, hook or 404 page; read this way, a page
 * address reaches the store's 404 page and an API address the API's own 404, with every header as usual.
 * The query string is left to the query parser, which reads bad escapes as text already.
 */
export function readableUrl(url: string): string {
  const cut = url.indexOf('?');
  const path = cut < 0 ? url : url.slice(0, cut);
  try {
    decodeURIComponent(path);
    return url;
  } catch {
    return path.replaceAll('%', '%25') + (cut < 0 ? '' : url.slice(cut));
  }
}

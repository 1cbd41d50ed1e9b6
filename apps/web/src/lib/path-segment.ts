/**
 * A segment of the address as text. One whose escapes do not decode (a link cut mid-escape) is taken as
 * written, as the server reads such an address (apps/api/src/http/readable-url.ts), so both see the same text.
 */
export function pathSegmentText(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

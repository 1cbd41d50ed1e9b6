/**
 * The push services browsers subscribe with (Chrome and Edge's FCM, Firefox's autopush, Safari's, Windows'):
 * the server posts only to these, so a registered "subscription" cannot make it call an address of the
 * market's own network (SSRF, decision 096). PUSH_SERVICE_HOSTS replaces the list.
 */
export const DEFAULT_PUSH_SERVICE_HOSTS: readonly string[] = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.services.mozilla.com',
  'web.push.apple.com',
  'notify.windows.com',
];

/** Whether `endpoint` is https on one of `hosts` or a subdomain of one (`wns2-par02p.notify.windows.com`). */
export function isAllowedPushEndpoint(endpoint: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return false;
  const host = url.hostname.toLowerCase();
  return hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

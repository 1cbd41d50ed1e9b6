import net from 'node:net';

/** True for a client on this machine: 127.0.0.0/8, ::1, or an IPv4 loopback mapped into IPv6. */
export function isLoopback(address: string): boolean {
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (net.isIPv4(v4)) return v4.startsWith('127.');
  return address === '::1';
}

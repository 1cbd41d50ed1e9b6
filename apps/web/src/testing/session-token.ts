/** For tests: a signed-in shopper's token as the browser keeps it (the claims the storefront reads; the signature is the server's business). */
export function fakeSessionToken(claims: Record<string, unknown> = {}): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const payload = {
    sub: 'u1',
    exp: Math.floor(Date.now() / 1000) + 3600,
    email: 'ada@example.com',
    hall: 'Bethel',
    address: '',
    fullName: 'Ada Obi',
    ...claims,
  };
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}.sig`;
}

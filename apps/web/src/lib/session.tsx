import { decodeJwtPayload } from './jwt-payload';
import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { toast } from '@/lib/toast';
import { SESSION_MESSAGES, type TokenPayload } from '@campus/contract';
import { tokenStorage } from './token-storage';

export interface SessionUser {
  email: string;
  hall: string;
  address: string;
  fullName: string;
}

interface SessionState {
  token: string | null;
  user: SessionUser | null;
  isSignedIn: boolean;
  /** Stores the token (§4 sign-in) and restores the user from it. */
  signIn(token: string): void;
  /** Removes the stored token and clears the name (§2 logout). */
  signOut(): void;
  /** §2 sign-in-required modal flag, shared app state (§3). */
  signInModalOpen: boolean;
  openSignInModal(): void;
  closeSignInModal(): void;
}

const SessionContext = createContext<SessionState | null>(null);

function userFrom(payload: Partial<TokenPayload>): SessionUser {
  return { email: payload.email ?? '', hall: payload.hall ?? '', address: payload.address ?? '', fullName: payload.fullName ?? '' };
}

type StartResult = { token: string; user: SessionUser } | { token: null; user: null; notice?: 'expired' | 'invalid' };

/** The stored token as it stands: none, live (with its claims), expired, or undecodable. Reads only. */
type StoredToken =
  | { state: 'none' }
  | { state: 'live'; token: string; payload: Partial<TokenPayload> }
  | { state: 'expired' }
  | { state: 'invalid'; error: unknown };

function inspectStoredToken(now: Date): StoredToken {
  const token = tokenStorage.get();
  if (!token) return { state: 'none' };
  try {
    const payload = decodeJwtPayload<Partial<TokenPayload>>(token);
    if (typeof payload.exp === 'number' && payload.exp * 1000 <= now.getTime()) return { state: 'expired' };
    return { state: 'live', token, payload };
  } catch (error) {
    return { state: 'invalid', error };
  }
}

/** Whether local storage holds a token that decodes and has not expired. Reads only: the session start decides the rest. */
export function storedTokenIsLive(now: Date = new Date()): boolean {
  return inspectStoredToken(now).state === 'live';
}

/** §4 session start: decode the stored token; expired → notice and remove; undecodable → log, remove, open the modal. */
export function readStoredSession(now: Date = new Date()): StartResult {
  const stored = inspectStoredToken(now);
  switch (stored.state) {
    case 'none':
      return { token: null, user: null };
    case 'live':
      return { token: stored.token, user: userFrom(stored.payload) };
    case 'expired':
      tokenStorage.clear();
      return { token: null, user: null, notice: 'expired' };
    case 'invalid':
      console.log('Invalid token:', stored.error);
      tokenStorage.clear();
      return { token: null, user: null, notice: 'invalid' };
  }
}

const SIGNED_OUT: StartResult = { token: null, user: null };

/**
 * `hydrating`: the page came rendered from the server, which has no token and rendered it signed out;
 * it hydrates signed out and takes the stored session before its first paint (decision 050).
 */
export function SessionProvider({ children, hydrating = false }: { children: ReactNode; hydrating?: boolean }) {
  const [start, setStart] = useState(() => (hydrating ? SIGNED_OUT : readStoredSession()));
  const [token, setToken] = useState<string | null>(start.token);
  const [user, setUser] = useState<SessionUser | null>(start.user);
  const [signInModalOpen, setSignInModalOpen] = useState(start.token === null && 'notice' in start && start.notice === 'invalid');

  useLayoutEffect(() => {
    if (!hydrating) return;
    const stored = readStoredSession();
    // Nothing stored (a first visit, a shared link): the page hydrated as it is, and setting the same
    // signed-out state again would re-render the whole page in hydration's own task (decision 069).
    if (stored.token === null && !('notice' in stored)) return;
    setStart(stored);
    setToken(stored.token);
    setUser(stored.user);
    setSignInModalOpen(stored.token === null && 'notice' in stored && stored.notice === 'invalid');
  }, [hydrating]);

  useEffect(() => {
    if ('notice' in start && start.notice === 'expired') toast.error(SESSION_MESSAGES.sessionExpired);
  }, [start]);

  const signIn = useCallback((next: string) => {
    tokenStorage.set(next);
    setToken(next);
    try {
      setUser(userFrom(decodeJwtPayload<Partial<TokenPayload>>(next)));
    } catch {
      setUser(userFrom({}));
    }
  }, []);

  const signOut = useCallback(() => {
    tokenStorage.clear();
    setToken(null);
    setUser(null);
  }, []);

  const value = useMemo<SessionState>(
    () => ({
      token,
      user,
      isSignedIn: token !== null,
      signIn,
      signOut,
      signInModalOpen,
      openSignInModal: () => setSignInModalOpen(true),
      closeSignInModal: () => setSignInModalOpen(false),
    }),
    [token, user, signIn, signOut, signInModalOpen],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}

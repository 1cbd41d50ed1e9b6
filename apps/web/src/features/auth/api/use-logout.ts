import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { DELAYS_MS, MESSAGES, type MessageResponse } from '@campus/contract';
import { apiRequest } from '@/lib/api-client';
import { paths } from '@/routes/paths';
import { useSession } from '@/lib/session';

/** POST user/logout (addition, issue 18): the server revokes the token, so a copy of it left anywhere stops working. */
const revokeToken = () => apiRequest<MessageResponse>('user/logout', { method: 'POST', auth: true });

/**
 * §2 logout: revoke the token on the server, remove it here, clear the name, 'Logged out successfully.',
 * then /login after 1 s. The browser forgets the token even when the server cannot be reached.
 */
export function useLogout() {
  const { signOut } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    const revoked = revokeToken().catch(() => undefined);
    signOut();
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] === 'user' });
    toast.success(MESSAGES.loggedOut);
    setTimeout(() => void revoked.then(() => navigate(paths.login())), DELAYS_MS.afterLogout);
  }, [signOut, queryClient, navigate]);
}

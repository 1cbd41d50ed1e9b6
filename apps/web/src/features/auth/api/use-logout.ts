import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { DELAYS_MS, MESSAGES } from '@campus/contract';
import { paths } from '@/routes/paths';
import { useSession } from '@/lib/session';

/** §2 logout: remove the token, clear the name, 'Logged out successfully.', then /login after 1 s. */
export function useLogout() {
  const { signOut } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    signOut();
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] === 'user' });
    toast.success(MESSAGES.loggedOut);
    setTimeout(() => navigate(paths.login()), DELAYS_MS.afterLogout);
  }, [signOut, queryClient, navigate]);
}

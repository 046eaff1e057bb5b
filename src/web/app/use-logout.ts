import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { leaveWithToast } from '@/web/lib/flash';
import { signOut } from '@/web/lib/session';

/** Logout from the user menu: on failure the user stays where they are (specification §8). */
export function useLogout() {
  const mutation = useMutation({
    mutationFn: signOut,
    onSuccess: () => leaveWithToast('/login', { type: 'success', message: 'ログアウトしました' }),
    onError: () => {
      toast.error('ログアウトに失敗しました');
    },
  });
  return { logout: () => mutation.mutate(), isLoggingOut: mutation.isPending };
}

// Log Out, as the spec words it: back to /registry with a toast, or a failure toast.
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { showToast } from '../../ui/toast/toast-store';
import { signOutUser } from './session';
import { useSessionStore } from './session-store';

export const LOGOUT_SUCCESS = 'Successfully logged out';
export const LOGOUT_FAILED_TITLE = 'Logout failed';
export const LOGOUT_FAILED_MESSAGE = 'There was an error logging out. Please try again.';

export function useLogOut(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await signOutUser();
    } catch (error) {
      console.error('Sign-out failed', error);
      showToast({ severity: 'error', title: LOGOUT_FAILED_TITLE, message: LOGOUT_FAILED_MESSAGE });
      return;
    }
    useSessionStore.getState().setUser(null);
    await navigate('/registry');
    showToast({ severity: 'success', message: LOGOUT_SUCCESS });
  }, [navigate]);
}

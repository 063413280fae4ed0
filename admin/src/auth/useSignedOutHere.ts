import { useNavigate } from 'react-router';
import { forgetServerState } from '../app/api';
import { SIGN_IN } from '../app/paths';
import { useAppStore } from '../app/store';

/**
 * Signed out on this side: nobody is signed in here any more, nothing the server sent stays, and
 * the sign-in screen shows. After "Sign out", or after ending this browser's own session.
 */
export function useSignedOutHere(): () => void {
  const setAdmin = useAppStore((state) => state.setAdmin);
  const navigate = useNavigate();
  return () => {
    setAdmin(false);
    forgetServerState();
    void navigate(SIGN_IN);
  };
}

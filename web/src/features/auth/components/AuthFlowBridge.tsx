// Starts the post-sign-in flow when someone signs in (and again when the signup modal closes).
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSessionStore } from '../session-store';
import { useSignupModalStore } from '../signup-modal-store';

export function AuthFlowBridge() {
  const uid = useSessionStore((s) => s.user?.uid ?? null);
  const modalOpen = useSignupModalStore((s) => s.isOpen);
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);

  useEffect(() => {
    if (!uid || modalOpen) return;
    // No cancel on cleanup: scheduling reads who is signed in when it runs, and the flow itself
    // skips while the signup modal is open, so a late answer schedules nothing stale.
    void import('../auth-flow-runner').then(({ scheduleAuthFlow }) =>
      scheduleAuthFlow((path) => void navigateRef.current(path)),
    );
  }, [uid, modalOpen]);

  return null;
}

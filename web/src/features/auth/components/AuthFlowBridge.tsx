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
    let live = true;
    void import('../auth-flow-runner').then(({ scheduleAuthFlow }) => {
      if (live) return scheduleAuthFlow((path) => void navigateRef.current(path));
    });
    return () => {
      live = false;
    };
  }, [uid, modalOpen]);

  return null;
}

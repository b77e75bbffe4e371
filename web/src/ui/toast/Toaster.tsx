// Renders the single current toast; its MUI parts are downloaded with the first toast.
import { lazy, Suspense } from 'react';
import { useToastStore } from './toast-store';

const ToastView = lazy(async () => ({ default: (await import('./ToastView')).ToastView }));

export function Toaster() {
  const hasToast = useToastStore((s) => s.toast !== null);
  if (!hasToast) return null;
  return (
    <Suspense fallback={null}>
      <ToastView />
    </Suspense>
  );
}

// Loads a bundled text chunk for a page; a failure reaches the layout's error boundary (with retry).
import { useEffect, useState } from 'react';

export function useLazyText(key: string, load: (key: string) => Promise<string>): string | null {
  const [state, setState] = useState<{ key: string; text: string } | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    if (!key) return;
    let live = true;
    load(key).then(
      (text) => live && setState({ key, text }),
      (e: unknown) => live && setError(e),
    );
    return () => {
      live = false;
    };
  }, [key, load]);
  if (error) throw error instanceof Error ? error : new Error('The page could not be loaded');
  return state?.key === key ? state.text : null;
}

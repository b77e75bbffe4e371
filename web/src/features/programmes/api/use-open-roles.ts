// The open roles for a page: null while loading, with `failed` when they could not be read.
import { useEffect, useState } from 'react';
import type { CareerRole } from '@shared/content';
import { listOpenRoles } from './careers';

export function useOpenRoles(enabled = true): { roles: CareerRole[] | null; failed: boolean } {
  const [roles, setRoles] = useState<CareerRole[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    listOpenRoles().then(
      (r) => live && setRoles(r),
      (error: unknown) => {
        console.error('Loading the open roles failed', error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [enabled]);
  return { roles, failed };
}

// /registry/{nameSlug or uid}: the owner's registry for its owner, the public registry for everyone else.
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { NotFoundPage } from '../../../ui/errors/NotFoundPage';
import { useSessionStatus, useSessionUser, type SessionStatus } from '../../auth';
import { useRegistryLookup } from '../api/get-public-registry';
import { PublicRegistryView } from '../components/PublicRegistryView';
import { RegistryLoading } from '../components/RegistryStates';

// The owner's view (live listener, full Firestore SDK, settings, gift tracker) loads only for the owner.
const LazyOwnerRegistry = lazy(() => import('./OwnerRegistry'));

function OwnerRegistry({ uid }: { uid: string }) {
  return (
    <Suspense fallback={<RegistryLoading label="Loading your registry" />}>
      <LazyOwnerRegistry uid={uid} />
    </Suspense>
  );
}

function VisitorRegistry({ param, status, myUid }: { param: string; status: SessionStatus; myUid: string | null }) {
  const view = useRegistryLookup(param);
  if (myUid && view.uid === myUid) return <OwnerRegistry uid={myUid} />;
  if (view.registry) return <PublicRegistryView registry={view.registry} />;
  // Until the session is known this may be its owner's private registry (the server render stops here).
  if (status === 'unknown') return <RegistryLoading label="Loading" />;
  // A private registry's name answers exactly like a name nobody holds: it gives nothing away.
  return <NotFoundPage />;
}

/**
 * Everyone first sees what a visitor sees (the server renders it, signed out); the owner's view takes
 * over once the session says it is theirs. Sessions start in main.tsx (startSession), which loads Auth
 * only for someone who has signed in on this browser before.
 */
export default function RegistryPage() {
  const { registryId = '' } = useParams();
  const status = useSessionStatus();
  const user = useSessionUser();
  if (status === 'signedIn' && user?.uid === registryId) return <OwnerRegistry uid={user.uid} />;
  return <VisitorRegistry param={registryId} status={status} myUid={user?.uid ?? null} />;
}

// /registry/public/{uid}: the public registry by owner id (one document read).
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { PublicRegistry } from '@shared/registry';
import { fetchPublicRegistry } from '../api/public';
import { PublicRegistryView } from '../components/PublicRegistryView';
import { PrivateRegistry } from './RegistryPage';

export default function PublicRegistryPage() {
  const { uid = '' } = useParams();
  const [state, setState] = useState<{ uid: string; registry: PublicRegistry | null } | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    fetchPublicRegistry(uid).then(
      (registry) => live && setState({ uid, registry }),
      (error: unknown) => {
        console.error('Loading the registry failed', error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [uid]);
  if (failed) throw new Error('The registry could not be loaded');
  if (!state || state.uid !== uid) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 10 }}>
        <CircularProgress aria-label="Loading registry" />
      </Box>
    );
  }
  return state.registry ? <PublicRegistryView registry={state.registry} /> : <PrivateRegistry />;
}

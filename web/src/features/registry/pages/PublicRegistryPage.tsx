// /registry/public/{uid}: the public registry by owner id (one document read).
import { useParams } from 'react-router-dom';
import { usePublicRegistry } from '../api/get-public-registry';
import { PublicRegistryView } from '../components/PublicRegistryView';
import { PrivateRegistry } from '../components/RegistryStates';

export default function PublicRegistryPage() {
  const { uid = '' } = useParams();
  const registry = usePublicRegistry(uid);
  return registry ? <PublicRegistryView registry={registry} /> : <PrivateRegistry />;
}

// /marketplace/search?q=...: the search box sent before the app loaded; answers 301 to
// /marketplace/search/{q} (on the server) or navigates there (in the browser).
import { Navigate, useSearchParams } from 'react-router-dom';
import { useResponseRedirect } from '../../../ui/errors/response-status';
import { marketplaceSearchPath } from '@shared/marketplace-browse';

export default function MarketplaceSearchRedirect() {
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim().slice(0, 100);
  const target = q ? marketplaceSearchPath(q) : '/marketplace';
  useResponseRedirect(target);
  return <Navigate replace to={target} />;
}

// For tests of a page that navigates: the address the router is at, read by its label "Current path".
import { useLocation } from 'react-router-dom';

export function CurrentPath() {
  const { pathname, search } = useLocation();
  return <output aria-label="Current path">{`${pathname}${search}`}</output>;
}

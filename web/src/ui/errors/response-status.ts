// The HTTP status of a server-rendered page: a page that is "not found" says so during the render,
// and the server answers with that status. In the browser there is no response and this does nothing.
import { createContext, useContext } from 'react';

/** Provided by the server render: records the page's status (and, for a redirect, where to). */
export const ServerResponseContext = createContext<((status: number, location?: string) => void) | null>(null);

export function useResponseStatus(status: number): void {
  useContext(ServerResponseContext)?.(status);
}

/**
 * A page whose address is not its canonical one (a listing's old title) answers 301 to `location`
 * on the server; in the browser the caller navigates itself.
 */
export function useResponseRedirect(location: string | null): void {
  const record = useContext(ServerResponseContext);
  if (location) record?.(301, location);
}

// The HTTP status of a server-rendered page: a page that is "not found" says so during the render,
// and the server answers with that status. In the browser there is no response and this does nothing.
import { createContext, useContext } from 'react';

/** Provided by the server render: records the page's status. */
export const ServerResponseContext = createContext<((status: number) => void) | null>(null);

export function useResponseStatus(status: number): void {
  useContext(ServerResponseContext)?.(status);
}

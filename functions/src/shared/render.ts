// What the server render (web/src/entry-server.tsx, bundled into functions/ssr) returns to the
// render function (functions/src/render): one shape on both sides.
export interface RenderedPage {
  status: number;
  /** Where a 301 sends the visitor (a listing's canonical address). */
  location?: string;
  /** Title, meta and link tags, for the document's head. */
  head: string;
  /** The app's HTML, for inside #root. */
  html: string;
  /** The dehydrated query cache as a script element (empty when the page read nothing). */
  state: string;
  /** Firestore documents read for this page (Server-Timing, the bench). */
  reads: number;
}

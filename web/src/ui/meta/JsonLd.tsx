// Structured data for search engines: one <script type="application/ld+json"> in the page, escaped
// for HTML so no text in the data can end the script. Rendered the same on the server and the client.
import { jsonForHtml, type JsonLdThing } from './structured-data';

export function JsonLd({ data }: { data: JsonLdThing | readonly JsonLdThing[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForHtml(data) }} />;
}

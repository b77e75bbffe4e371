// /about: mission, what the app does, how we make money, values and how to reach us.
import { StaticDocumentPage } from '../../../lib/markdown/StaticDocumentPage';
import { parseStaticDocument } from '../../../lib/markdown/static-document';
import source from '../content/about.md?raw';

const ABOUT = parseStaticDocument(source);

export default function AboutPage() {
  return <StaticDocumentPage doc={ABOUT} />;
}

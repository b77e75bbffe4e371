// /community: what the community offers, the Community Guidelines, moderation and how to report.
import { StaticDocumentPage } from '../../../lib/markdown/StaticDocumentPage';
import { parseStaticDocument } from '../../../lib/markdown/static-document';
import source from '../content/community.md?raw';

const COMMUNITY = parseStaticDocument(source);

export default function CommunityPage() {
  return <StaticDocumentPage doc={COMMUNITY} />;
}

// The programme pages that are text plus calls to action: community partner, pro seller, creator
// project. Each page's title, lead and links sit in its Markdown file's front matter.
import { StaticDocumentPage } from '../../../lib/markdown/StaticDocumentPage';
import { parseStaticDocument } from '../../../lib/markdown/static-document';
import communityPartner from '../content/community-partner.md?raw';
import creatorProject from '../content/creator-project.md?raw';
import proSeller from '../content/pro-seller.md?raw';

const PROGRAMMES = {
  'community-partner': parseStaticDocument(communityPartner),
  'pro-seller': parseStaticDocument(proSeller),
  'creator-project': parseStaticDocument(creatorProject),
};

export type ProgrammeKey = keyof typeof PROGRAMMES;

export default function ProgrammePage({ programme }: { programme: ProgrammeKey }) {
  return <StaticDocumentPage doc={PROGRAMMES[programme]} repeatActions />;
}

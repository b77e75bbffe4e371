// The programme pages that are text plus calls to action: community partner, pro seller, creator project.
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { PageMeta } from '../../../ui/meta/PageMeta';
import { pageTitle } from '../../../ui/meta/titles';
import { MarkdownDocument } from '../../../lib/markdown/MarkdownDocument';
import communityPartner from '../content/community-partner.md?raw';
import creatorProject from '../content/creator-project.md?raw';
import proSeller from '../content/pro-seller.md?raw';

interface Programme {
  title: string;
  lead: string;
  body: string;
  apply: { to: string; label: string };
  back?: { to: string; label: string };
}

const PROGRAMMES = {
  'community-partner': {
    title: 'Community Partners',
    lead: "Free for parent groups, libraries, kids' venues and nonprofits: list your family events on Recess city pages and moderate your own event chat.",
    body: communityPartner,
    apply: { to: '/careers/apply-community-partner', label: 'Apply to become a partner' },
    back: { to: '/careers', label: 'Careers and programs' },
  },
  'pro-seller': {
    title: 'Pro Sellers',
    lead: 'For shops and high-volume sellers: a 6% fee on shipped orders, up to 1,000 active listings, bulk tools, a Pro badge and priority support.',
    body: proSeller,
    apply: { to: '/careers/apply-pro-seller', label: 'Apply for Pro Seller' },
    back: { to: '/careers', label: 'Careers and programs' },
  },
  'creator-project': {
    title: 'The Creator Project',
    lead: 'A paid program for parent writers, photographers and video makers: $250 to $1,200 per commissioned piece, with clear editorial standards.',
    body: creatorProject,
    apply: { to: '/creator-application', label: 'Apply to the Creator Project' },
  },
} satisfies Record<string, Programme>;

export type ProgrammeKey = keyof typeof PROGRAMMES;

export default function ProgrammePage({ programme }: { programme: ProgrammeKey }) {
  const p: Programme = PROGRAMMES[programme];
  const apply = (
    <Button component={RouterLink} to={p.apply.to} variant="contained" size="large">
      {p.apply.label}
    </Button>
  );
  return (
    <>
      <PageMeta title={pageTitle(p.title)} description={p.lead} />
      <MarkdownDocument
        title={p.title}
        lead={p.lead}
        body={p.body}
        actions={apply}
        before={
          p.back && (
            <Link component={RouterLink} to={p.back.to} variant="body2">
              {p.back.label}
            </Link>
          )
        }
      >
        {apply}
      </MarkdownDocument>
    </>
  );
}

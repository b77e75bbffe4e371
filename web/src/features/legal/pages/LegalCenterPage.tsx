// /legal-center: every policy, grouped, with its lead and date, plus the FAQs and how to reach us.
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { CardGrid } from '../../../ui/content/CardGrid';
import { ContentPage } from '../../../ui/content/ContentPage';
import { LinkCard } from '../../../ui/content/LinkCard';
import { PageSection } from '../../../ui/content/PageSection';
import { pageTitle } from '../../../ui/meta/titles';
import { formatDay } from '../../../lib/content/format-day';
import { LEGAL_PAGES, type LegalPageInfo } from '../legal-pages';

const GROUPS: { group: LegalPageInfo['group']; heading: string }[] = [
  { group: 'Terms', heading: 'Terms' },
  { group: 'Privacy', heading: 'Privacy' },
  { group: 'Marketplace', heading: 'Marketplace and buyer protection' },
];

export default function LegalCenterPage() {
  return (
    <ContentPage
      pageTitle={pageTitle('Legal Center')}
      description="Every Recess policy in one place: terms, privacy, buyer protection and marketplace rules."
      title="Legal Center"
      lead={
        <>
          Every policy that applies when you use Recess, written to be read. Questions about any of them? Start with the{' '}
          <Link component={RouterLink} to="/faqs" underline="always">
            FAQs
          </Link>{' '}
          or write to{' '}
          <Link href="mailto:legal@recessparents.com" underline="always">
            legal@recessparents.com
          </Link>
          .
        </>
      }
    >
      {GROUPS.map(({ group, heading }) => (
        <PageSection key={group} id={`legal-${group}`} title={heading} sx={{ mb: 5 }}>
          <CardGrid>
            {LEGAL_PAGES.filter((p) => p.group === group).map((p) => (
              <LinkCard
                key={p.slug}
                to={`/${p.slug}`}
                title={p.title}
                text={p.lead}
                note={`Last updated ${formatDay(p.lastUpdated)}`}
              />
            ))}
          </CardGrid>
        </PageSection>
      ))}
    </ContentPage>
  );
}

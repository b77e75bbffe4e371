// Covers the programme pages' texts from their Markdown front matter (title, heading, link back,
// "Apply" above and below the text), and the front matter of the careers and consignment pages.
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { parseStaticDocument } from '../../../lib/markdown/static-document';
import careers from '../content/careers.md?raw';
import consignment from '../content/consignment.md?raw';
import ProgrammePage, { type ProgrammeKey } from './ProgrammePage';

describe('ProgrammePage', () => {
  it.each<[ProgrammeKey, string, string | null, string, string]>([
    [
      'community-partner',
      'Community Partners',
      'Careers and programs',
      'Apply to become a partner',
      '/careers/apply-community-partner',
    ],
    ['pro-seller', 'Pro Sellers', 'Careers and programs', 'Apply for Pro Seller', '/careers/apply-pro-seller'],
    ['creator-project', 'The Creator Project', null, 'Apply to the Creator Project', '/creator-application'],
  ])('%s is titled %s, with its link back and "Apply" twice', (key, heading, back, apply, to) => {
    render(
      <MemoryRouter>
        <ProgrammePage programme={key} />
      </MemoryRouter>,
    );
    expect(document.title).toBe(`${heading} | Recess`);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
    const backLink = screen.queryByRole('link', { name: 'Careers and programs' });
    expect(backLink?.getAttribute('href') ?? null).toBe(back && '/careers');
    const applyLinks = screen.getAllByRole('link', { name: apply });
    expect(applyLinks.map((a) => a.getAttribute('href'))).toEqual([to, to]);
  });
});

it('the careers and consignment pages name themselves and link to their own sections', () => {
  const careersPage = parseStaticDocument(careers);
  const consignmentPage = parseStaticDocument(consignment);

  expect(careersPage).toMatchObject({ title: 'Careers at Recess', pageTitle: 'Careers' });
  expect(careersPage.lead).toMatch(/^Help families through their most tiring, expensive years\./);
  expect(careersPage.actions).toEqual([{ label: 'See open roles', to: '#open-roles' }]);
  expect(consignmentPage).toMatchObject({ title: 'Recess Consignment', pageTitle: 'Consignment' });
  expect(consignmentPage.lead).toMatch(/You keep 40% to 70% of the final sale price\.$/);
  expect(consignmentPage.actions).toEqual([{ label: 'Request a pickup', to: '#request-pickup' }]);
});

// Covers JsonLd: one application/ld+json script whose text cannot end the script element, in the DOM
// and in server-rendered HTML.
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { JsonLd } from './JsonLd';
import type { JsonLdThing } from './structured-data';

const thing: JsonLdThing = {
  '@context': 'https://schema.org',
  '@type': 'Product',
  name: 'Evil </script><script>alert(1)</script> & <!-- co',
};

describe('JsonLd', () => {
  it('renders one ld+json script that parses back to the data', () => {
    const { container } = render(<JsonLd data={[thing, { ...thing, '@type': 'BreadcrumbList' }]} />);

    const scripts = container.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0]?.textContent ?? '')).toEqual([thing, { ...thing, '@type': 'BreadcrumbList' }]);
  });

  it('escapes "<" so server HTML holds no closing script tag from the data', () => {
    const html = renderToString(<JsonLd data={thing} />);

    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toContain(
      'Evil \\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e \\u0026 \\u003c!-- co',
    );
    expect(html.startsWith('<script type="application/ld+json">')).toBe(true);
  });
});

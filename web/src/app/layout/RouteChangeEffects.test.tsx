import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { PAGE_VIEW_DELAY_MS, resetPageViews, trackPageView } from '../../lib/analytics/page-view';
import { clearRecentEvents, recentEvents } from '../../lib/analytics/track';
import { RouteChangeEffects } from './RouteChangeEffects';

function Page({ title }: { title: string }) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return <RouteChangeEffects mainId="main" />;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
  clearRecentEvents();
  resetPageViews();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => vi.useRealTimers());

const pageViews = () => recentEvents().filter((e) => e.event === 'Page Viewed');

describe('Page Viewed', () => {
  it('is sent 500 ms after each route change with the title and path, and not for a page left sooner', async () => {
    const router = createMemoryRouter(
      [
        { path: '/', element: <Page title="Home | Recess" /> },
        { path: '/faqs', element: <Page title="FAQs | Recess" /> },
        { path: '/about', element: <Page title="About Recess | Recess" /> },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    await advance(PAGE_VIEW_DELAY_MS - 1);
    expect(pageViews()).toHaveLength(0);
    await advance(1);
    expect(pageViews()).toHaveLength(1);
    expect(pageViews()[0]?.properties).toMatchObject({ page_path: '/', page_title: 'Home | Recess' });

    await act(() => router.navigate('/faqs'));
    await advance(200);
    await act(() => router.navigate('/about'));
    await advance(PAGE_VIEW_DELAY_MS);
    expect(pageViews().map((e) => e.properties.page_path)).toEqual(['/', '/about']);
    expect(pageViews()[1]?.properties.page_title).toBe('About Recess | Recess');
  });

  it('does not count the landing page twice when the boot script sent its view, and counts a return to it', async () => {
    trackPageView('/');
    const router = createMemoryRouter(
      [
        { path: '/', element: <Page title="Home | Recess" /> },
        { path: '/faqs', element: <Page title="FAQs | Recess" /> },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    await advance(PAGE_VIEW_DELAY_MS);
    expect(pageViews().map((e) => e.properties.page_path)).toEqual(['/']);
    await act(() => router.navigate('/faqs'));
    await advance(PAGE_VIEW_DELAY_MS);
    await act(() => router.navigate('/'));
    await advance(PAGE_VIEW_DELAY_MS);
    expect(pageViews().map((e) => e.properties.page_path)).toEqual(['/', '/faqs', '/']);
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { clearRecentEvents, recentEvents } from './track';
import { trackViewedOnce } from './viewed-once';

const views = () => recentEvents().filter((e) => e.event === 'Listing Viewed');

describe('trackViewedOnce', () => {
  beforeEach(() => clearRecentEvents());

  it('sends a view once for the same location, however often the page mounts', () => {
    const location = { pathname: '/marketplace/listing/a', key: 'default' };
    trackViewedOnce(location, 'Listing Viewed', 'a', { product_id: 'a' });
    trackViewedOnce(location, 'Listing Viewed', 'a', { product_id: 'a' });
    expect(views()).toHaveLength(1);
    expect(views()[0]?.properties).toEqual({ product_id: 'a' });
  });

  it('counts a new visit of the same page, and another item at the same location', () => {
    const first = { pathname: '/marketplace/listing/a', key: 'k1' };
    const back = { pathname: '/marketplace/listing/a', key: 'k1' };
    trackViewedOnce(first, 'Listing Viewed', 'a');
    trackViewedOnce(back, 'Listing Viewed', 'a');
    trackViewedOnce(back, 'Listing Viewed', 'b');
    trackViewedOnce(back, 'Event Viewed', 'a');
    expect(views()).toHaveLength(3);
    expect(recentEvents()).toHaveLength(4);
  });
});

// The hub's counts and offer standings read from the parent's side; the badge counts what waits for them.
import { hubBadge, waitingTotal } from './api/hub';
import { countText, offerStandingText } from './hub-text';

describe('countText', () => {
  it('says nothing is waiting, counts, and caps at 99+', () => {
    expect(countText(undefined, 'to ship', 'Nothing to ship')).toBe('Counting…');
    expect(countText(0, 'to ship', 'Nothing to ship')).toBe('Nothing to ship');
    expect(countText(1, 'to ship', 'Nothing to ship')).toBe('1 to ship');
    expect(countText(100, 'to ship', 'Nothing to ship')).toBe('99+ to ship');
  });
});

describe('offerStandingText', () => {
  it('tells each side whose move it is', () => {
    expect(offerStandingText('open', true)).toBe('Waiting for your answer');
    expect(offerStandingText('open', false)).toBe('Waiting for the seller');
    expect(offerStandingText('countered', false)).toBe('The seller countered: waiting for you');
    expect(offerStandingText('accepted', false)).toBe('Accepted: check out to buy it');
    expect(offerStandingText('accepted', true)).toBe('Accepted: waiting for the buyer to pay');
  });
});

describe('waitingTotal', () => {
  it('counts offers, orders to ship and questions, not notifications already about them', () => {
    expect(waitingTotal({ offersWaiting: 1, ordersToShip: 2, questionsToAnswer: 3, unreadNotifications: 9 })).toBe(6);
  });
});

describe('hubBadge', () => {
  const counts = { offersWaiting: 0, ordersToShip: 0, questionsToAnswer: 0, unreadNotifications: 0 };
  it('numbers what waits, names unread notifications beside it, and shows a dot when only they wait', () => {
    expect(hubBadge(undefined)).toEqual({ count: 0, dot: false, label: 'Your marketplace' });
    expect(hubBadge(counts)).toEqual({ count: 0, dot: false, label: 'Your marketplace' });
    expect(hubBadge({ ...counts, offersWaiting: 1, ordersToShip: 1, unreadNotifications: 2 })).toEqual({
      count: 2,
      dot: false,
      label: 'Your marketplace, 2 waiting for you and 2 unread notifications',
    });
    expect(hubBadge({ ...counts, unreadNotifications: 1 })).toEqual({
      count: 0,
      dot: true,
      label: 'Your marketplace, 1 unread notification',
    });
    expect(hubBadge({ ...counts, unreadNotifications: 50 }).label).toBe('Your marketplace, 49+ unread notifications');
  });
});

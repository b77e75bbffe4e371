// /marketplace/you, "Your marketplace": one place for everything a parent does in the marketplace.
// Counts of what waits for them (offers, orders to ship, questions, unread notifications), links to
// each page (offers, orders, my listings, saved, notifications, Sell), their latest offers and orders
// with where each stands, and the question threads on both sides.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ORDER_STATUS_LABELS } from '@shared/marketplace';
import { PageMeta } from '../../../ui/meta/PageMeta';
import { pageTitle, TITLES } from '../../../ui/meta/titles';
import type { SessionUser } from '../../auth';
import { RequireSignIn } from '../../account';
import { formatCents } from '../../../ui/format';
import { offerStatusNow } from '../orders/order-types';
import { UNREAD_CAP, useHubActivity, useHubCounts, type HubActivity } from './api/hub';
import { countText, offerStandingText } from './hub-text';
import { QuestionThreadList } from './QuestionThreadList';
import { MarketplaceSection } from '../components/MarketplaceSection';
import { AlertsSection } from '../alerts/AlertsSection';

function Shortcut({ to, label, detail, isUrgent }: { to: string; label: string; detail?: string; isUrgent?: boolean }) {
  return (
    <Box component="li" sx={{ borderBottom: 1, borderColor: 'divider' }}>
      {/* "#questions" is on this page: a plain anchor, so the browser scrolls to it. */}
      <Link
        {...(to.startsWith('#') ? { href: to } : { component: RouterLink, to })}
        underline="none"
        sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 1.5, minHeight: 48 }}
      >
        <Typography component="span" sx={{ fontWeight: 700 }}>
          {label}
        </Typography>
        {detail && (
          <Typography component="span" color={isUrgent ? 'primary' : 'text.secondary'} sx={{ textAlign: 'right' }}>
            {detail}
          </Typography>
        )}
      </Link>
    </Box>
  );
}

function Shortcuts({ uid }: { uid: string }) {
  const { data: counts, isError } = useHubCounts(uid);
  const c = isError ? undefined : counts;
  return (
    <Box component="nav" aria-label="Your marketplace pages" sx={{ mb: 4 }}>
      {isError && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          The counts could not be loaded. The pages below still work.
        </Alert>
      )}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        <Shortcut
          to="/marketplace/offers"
          label="Offers"
          detail={countText(c?.offersWaiting, 'waiting for you', 'Nothing waiting')}
          isUrgent={!!c?.offersWaiting}
        />
        <Shortcut
          to="/marketplace/orders"
          label="Purchases and sales"
          detail={countText(c?.ordersToShip, 'to ship', 'Nothing to ship')}
          isUrgent={!!c?.ordersToShip}
        />
        <Shortcut
          to="#questions"
          label="Questions"
          detail={countText(c?.questionsToAnswer, 'to answer', 'Nothing to answer')}
          isUrgent={!!c?.questionsToAnswer}
        />
        <Shortcut
          to="/marketplace/notifications"
          label="Notifications"
          detail={countText(c?.unreadNotifications, 'unread', 'All read', UNREAD_CAP)}
          isUrgent={!!c?.unreadNotifications}
        />
        <Shortcut to="/marketplace/my-listings" label="My listings" />
        <Shortcut to="/marketplace/saved" label="Saved listings" />
        <Shortcut to="#alerts" label="Alerts" />
      </Box>
    </Box>
  );
}

const rowSx = { py: 1, borderBottom: 1, borderColor: 'divider' } as const;

function Activity({ uid, data }: { uid: string; data: HubActivity }) {
  // The clock is read once per mount: an offer expiring while the page is open is shown as such on the next visit.
  const [now] = useState(() => Date.now());
  return (
    <>
      <MarketplaceSection
        id="latest-offers"
        title="Latest offers"
        more={{ to: '/marketplace/offers', label: 'All offers' }}
      >
        {data.offers.length === 0 ? (
          <Typography color="text.secondary">No offers yet.</Typography>
        ) : (
          <Box component="ul" aria-label="Latest offers" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {data.offers.map((o) => (
              <Box component="li" key={o.id} sx={rowSx}>
                <Link component={RouterLink} to="/marketplace/offers" sx={{ fontWeight: 700 }}>
                  {o.listingTitle}
                </Link>
                <Typography variant="body2" color="text.secondary">
                  {o.sellerUid === uid ? `${o.buyerFirstName || 'A buyer'} offered` : 'You offered'}{' '}
                  {formatCents(o.amountCents)} · {offerStandingText(offerStatusNow(o, now), o.sellerUid === uid)}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </MarketplaceSection>
      <MarketplaceSection
        id="latest-orders"
        title="Latest orders"
        more={{ to: '/marketplace/orders', label: 'All orders' }}
      >
        {data.orders.length === 0 ? (
          <Typography color="text.secondary">No purchases or sales yet.</Typography>
        ) : (
          <Box component="ul" aria-label="Latest orders" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {data.orders.map((o) => (
              <Box component="li" key={o.id} sx={rowSx}>
                <Link component={RouterLink} to={`/marketplace/orders/${o.id}`} sx={{ fontWeight: 700 }}>
                  {o.listing.title}
                </Link>
                <Typography variant="body2" color="text.secondary">
                  {o.sellerUid === uid ? 'You sold it' : 'You bought it'} · {ORDER_STATUS_LABELS[o.status]}
                  {o.sellerUid === uid && o.status === 'paid' ? ': ship it or arrange the pickup' : ''}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </MarketplaceSection>
      <MarketplaceSection id="questions" title="Questions">
        <QuestionThreadList uid={uid} threads={data.questions} />
      </MarketplaceSection>
    </>
  );
}

function Hub({ user }: { user: SessionUser }) {
  const { data, isError } = useHubActivity(user.uid);
  return (
    <>
      <Shortcuts uid={user.uid} />
      {isError && (
        <Alert severity="error">Your offers and orders could not be loaded. Reload the page to try again.</Alert>
      )}
      {!data && !isError && <Typography>Loading your offers and orders…</Typography>}
      {data && <Activity uid={user.uid} data={data} />}
      <AlertsSection uid={user.uid} />
    </>
  );
}

export default function HubPage() {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <PageMeta title={pageTitle('Your marketplace', TITLES.marketplace)} noindex />
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}
      >
        <Typography variant="h2" component="h1">
          Your marketplace
        </Typography>
        <Button component={RouterLink} to="/marketplace/sell" variant="contained">
          Sell an item
        </Button>
      </Stack>
      <RequireSignIn>{(user) => <Hub user={user} />}</RequireSignIn>
    </Container>
  );
}

// /marketplace/orders: my purchases and my sales, newest first, each linking to its order page.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { ORDER_STATUS_LABELS } from '@shared/marketplace';
import { PageMeta } from '../../../ui/meta/PageMeta';
import { pageTitle, TITLES } from '../../../ui/meta/titles';
import type { SessionUser } from '../../auth';
import { RequireSignIn } from '../../account';
import { formatCents } from '../../../ui/format';
import { useMyOrders } from './api/orders';
import type { Order } from './order-types';

function OrderList({ title, orders }: { title: string; orders: Order[] }) {
  return (
    <Box component="section" aria-label={title} sx={{ mb: 4 }}>
      <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {orders.length === 0 ? (
        <Typography color="text.secondary">None yet.</Typography>
      ) : (
        <Box component="ul" sx={{ p: 0, m: 0, listStyle: 'none' }}>
          {orders.map((o) => (
            <Box component="li" key={o.id} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
              <Link component={RouterLink} to={`/marketplace/orders/${o.id}`}>
                {o.listing.title}
              </Link>
              <Typography variant="body2" color="text.secondary">
                {ORDER_STATUS_LABELS[o.status]} · {formatCents(o.amounts.totalCents)}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}

function Orders({ user }: { user: SessionUser }) {
  const { data, isError } = useMyOrders(user.uid);
  if (isError) return <Alert severity="error">Your orders could not be loaded. Reload the page to try again.</Alert>;
  if (!data) return <Typography>Loading your orders…</Typography>;
  return (
    <>
      <OrderList title="Purchases" orders={data.purchases} />
      <OrderList title="Sales" orders={data.sales} />
    </>
  );
}

export default function OrdersPage() {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <PageMeta title={pageTitle('Orders', TITLES.marketplace)} noindex />
      <Typography variant="h2" component="h1" gutterBottom>
        Purchases and sales
      </Typography>
      <RequireSignIn>{(user) => <Orders user={user} />}</RequireSignIn>
    </Container>
  );
}

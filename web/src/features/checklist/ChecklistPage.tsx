// /checklist: the essentials by category, progress against my registry, and one-click add.
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageMeta } from '../../ui/meta/PageMeta';
import { pageTitle } from '../../ui/meta/titles';
import { CATEGORIES } from '@shared/catalog';
import { CHECKLIST } from '@shared/checklist';
import { useSessionUser, watchSession, type SessionUser } from '../auth';
import { productPath, useProductsByIds } from '../catalog';
import { useAddToRegistry, useRegistry, type Registry } from '../registry';
import { isCovered, progressLabel } from './coverage';

const SUGGESTED_PRODUCT_IDS = CHECKLIST.map((e) => e.suggestedProductId);

/** The checklist for whoever is here: progress against the registry when signed in. */
function ChecklistView({ user, registry }: { user: SessionUser | null; registry: Registry | null }) {
  const { data: picks } = useProductsByIds(SUGGESTED_PRODUCT_IDS);
  const suggested = useMemo(() => new Map((picks ?? []).map((p) => [p.id, p])), [picks]);
  const { add, busyId } = useAddToRegistry('checklist');

  const items = useMemo(() => registry?.product ?? [], [registry]);
  const groups = CATEGORIES.map((c) => ({
    category: c,
    entries: CHECKLIST.filter((e) => e.category === c.slug),
  })).filter((g) => g.entries.length > 0);
  const coveredTotal = CHECKLIST.filter((e) => isCovered(e, items)).length;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <PageMeta
        title={pageTitle('Baby Registry Checklist', 'Baby Registry')}
        description="The baby essentials, category by category, with progress against your registry."
      />
      <Typography variant="h2" component="h1" gutterBottom>
        The essentials checklist
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        What most families use in the first months, and nothing they don't. Tick things off by adding them to your
        registry from any store.
      </Typography>
      {registry ? (
        <Box sx={{ mb: 4 }}>
          <Typography role="status" sx={{ fontWeight: 700 }}>
            {coveredTotal} of {CHECKLIST.length} essentials on your registry
          </Typography>
          <LinearProgress
            variant="determinate"
            value={(coveredTotal / CHECKLIST.length) * 100}
            aria-label="Checklist progress"
            sx={{ height: 8, borderRadius: 4, mt: 1 }}
          />
        </Box>
      ) : (
        !user && (
          <Alert
            severity="info"
            sx={{ mb: 4 }}
            action={
              <Button component={RouterLink} to="/signup">
                Start my registry
              </Button>
            }
          >
            Start a free registry to track your progress and add essentials in one click.
          </Alert>
        )
      )}
      {groups.map(({ category, entries }) => {
        const covered = entries.filter((e) => isCovered(e, items)).length;
        return (
          <Box component="section" key={category.slug} aria-labelledby={`checklist-${category.slug}`} sx={{ mb: 4 }}>
            <Stack
              direction="row"
              sx={{ alignItems: 'baseline', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
            >
              <Typography id={`checklist-${category.slug}`} variant="h3" component="h2">
                {category.name}
              </Typography>
              {registry && (
                <Typography color="text.secondary">{progressLabel(covered, entries.length, category.name)}</Typography>
              )}
            </Stack>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {entries.map((entry) => {
                const done = isCovered(entry, items);
                const product = suggested.get(entry.suggestedProductId);
                return (
                  <Box
                    component="li"
                    key={entry.id}
                    sx={{
                      display: 'flex',
                      gap: 1.5,
                      py: 1.5,
                      borderBottom: 1,
                      borderColor: 'divider',
                      alignItems: 'flex-start',
                    }}
                  >
                    {done ? (
                      <CheckCircleIcon color="success" titleAccess="On your registry" />
                    ) : (
                      <RadioButtonUncheckedIcon color="disabled" titleAccess="Not yet on your registry" />
                    )}
                    <Box sx={{ flex: 1 }}>
                      <Typography>{entry.label}</Typography>
                      {product && !done && (
                        <Typography variant="body2" color="text.secondary">
                          Our pick:{' '}
                          <Link component={RouterLink} to={productPath(product)}>
                            {product.title}
                          </Link>
                        </Typography>
                      )}
                    </Box>
                    {product && !done && (
                      <Button
                        size="small"
                        variant="outlined"
                        disabled={busyId === product.id}
                        onClick={() => void add(product)}
                        aria-label={`Add ${product.title} to registry`}
                      >
                        Add
                      </Button>
                    )}
                  </Box>
                );
              })}
            </Box>
          </Box>
        );
      })}
    </Container>
  );
}

function OwnerChecklist({ user }: { user: SessionUser }) {
  const { registry } = useRegistry(user.uid);
  return <ChecklistView user={user} registry={registry} />;
}

export default function ChecklistPage() {
  const user = useSessionUser();
  // Follow sign-in and sign-out while the page is open (the progress is the signed-in user's).
  useEffect(() => {
    void watchSession();
  }, []);
  return user ? <OwnerChecklist user={user} /> : <ChecklistView user={null} registry={null} />;
}

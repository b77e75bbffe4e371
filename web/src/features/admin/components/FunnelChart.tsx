// The 15-step funnel as horizontal bars: count, and conversion from the step before.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FUNNEL_STEPS, type FunnelStep } from '../../../lib/analytics/track';
import type { FunnelReport } from '../api/get-funnel-report';

export const percent = (share: number | null) => (share === null ? '–' : `${Math.round(share * 1000) / 10}%`);

export function FunnelChart({ steps }: { steps: FunnelReport['steps'] }) {
  const max = Math.max(1, ...steps.map((s) => s.count));
  return (
    <Box component="ol" aria-label="Sign-up funnel" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {steps.map((s) => (
        <Box
          component="li"
          key={s.step}
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '260px 1fr 140px' },
            gap: { xs: 0.5, sm: 2 },
            alignItems: 'center',
          }}
        >
          <Typography variant="body2" sx={{ fontWeight: 650 }}>
            {s.step}. {FUNNEL_STEPS[s.step as FunnelStep]}
          </Typography>
          <Box sx={{ bgcolor: 'action.hover', borderRadius: 1, height: 22 }} aria-hidden>
            <Box
              sx={{ width: `${(s.count / max) * 100}%`, height: '100%', bgcolor: 'primary.main', borderRadius: 1 }}
            />
          </Box>
          <Typography variant="body2" data-testid={`funnel-step-${s.step}`}>
            <strong>{s.count}</strong> · {percent(s.conversion)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

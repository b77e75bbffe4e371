// Counts per funnel step for each value of a split (user type, auth method).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export function SplitTable({ title, split }: { title: string; split: Record<string, number[]> }) {
  const labels = Object.keys(split).sort();
  const id = `split-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 4 }}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
        {title}
      </Typography>
      {labels.length === 0 ? (
        <Typography color="text.secondary">No data in this range.</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={`${title}: counts per step`}>
          <Box
            component="table"
            sx={{
              borderCollapse: 'collapse',
              minWidth: 640,
              '& th, & td': { border: 1, borderColor: 'divider', px: 1, py: 0.5, textAlign: 'right' },
            }}
          >
            <thead>
              <tr>
                <th scope="col">Step</th>
                {labels.map((l) => (
                  <th key={l} scope="col">
                    {l}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {Array.from({ length: 15 }, (_, i) => (
                <tr key={i}>
                  <th scope="row">{i + 1}</th>
                  {labels.map((l) => (
                    <td key={l}>{split[l]?.[i] ?? 0}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Box>
        </Box>
      )}
    </Box>
  );
}

// A custom item's optional age range on the owner's row (catalog items take the catalog's): shown,
// added or changed in place, checked by the same rule as the add form.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useState } from 'react';
import { LIMITS } from '@shared/registry';
import { FormTextField } from '../../../ui/form/FormTextField';
import { useForm } from '../../../ui/form/use-form';
import { ageRangeError } from '../add-from-store/product-draft';
import { setItemAgeRange } from '../api/mutations';

interface AgeRangeValues {
  ageRange: string;
}

export function ItemAgeRange({
  uid,
  itemId,
  title,
  ageRange,
}: {
  uid: string;
  itemId: string;
  title: string;
  ageRange?: string;
}) {
  const [isEditing, setEditing] = useState(false);
  const form = useForm<AgeRangeValues>({
    initialValues: { ageRange: ageRange ?? '' },
    validate: (v) => {
      const error = ageRangeError(v.ageRange);
      return error ? { ageRange: error } : {};
    },
    onSubmit: async (v) => {
      await setItemAgeRange(uid, itemId, v.ageRange);
      setEditing(false);
    },
    failureMessage: 'We could not save the age range. Please try again.',
  });

  if (!isEditing) {
    return (
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {ageRange && <Typography variant="body2">Age range: {ageRange}</Typography>}
        <Button size="small" onClick={() => setEditing(true)} sx={{ px: 0.5 }}>
          {ageRange ? 'Change age range' : 'Add an age range'}
          <Box component="span" sx={visuallyHidden}>
            {' '}
            for {title}
          </Box>
        </Button>
      </Stack>
    );
  }
  return (
    <Stack component="form" noValidate spacing={1} onSubmit={form.handleSubmit} sx={{ py: 1 }}>
      <FormTextField
        form={form}
        name="ageRange"
        id={`age-range-${itemId}`}
        label={`Age range for ${title}`}
        maxLength={LIMITS.itemAgeRange}
        helperText="Like 0-6 months or 6 months and up; leave it empty for none."
        size="small"
        fullWidth
      />
      {form.failure && <Alert severity="error">{form.failure}</Alert>}
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="outlined" size="small" disabled={form.isSubmitting}>
          {form.isSubmitting ? 'Saving…' : 'Save age range'}
        </Button>
        <Button size="small" color="inherit" onClick={() => setEditing(false)}>
          Cancel
        </Button>
      </Stack>
    </Stack>
  );
}

// The sell form's fields: what it is, its condition, price, age range, safety answers and delivery.
// Every field is labelled; car seat questions and the manufacture date appear when they apply.
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { CATEGORIES } from '@shared/catalog';
import { LISTING_CONDITIONS, MARKETPLACE_LIMITS as L, needsManufactureDate } from '@shared/marketplace';
import { SUBCATEGORIES, subcategoryLabel } from '@shared/marketplace-subcategories';
import { zipArea, UNKNOWN_ZIP_MESSAGE } from '@shared/zip-areas';
import { FormTextField } from '../../../ui/form/FormTextField';
import type { Form } from '../../../ui/form/use-form';
import { LISTING_AGES, type ListingFormValues } from './listing-form-values';
import { SelectField } from '../../../ui/form/SelectField';
import { SuggestedPrice } from './SuggestedPrice';

const ageLabel = (m: number) => (m === 0 ? 'Birth' : m < 24 ? `${m} months` : `${m / 12} years`);

function YesNo({
  form,
  name,
  legend,
  yes,
  no,
}: {
  form: Form<ListingFormValues>;
  name: 'carSeatInCrash' | 'carSeatHasLabel';
  legend: string;
  yes: string;
  no: string;
}) {
  const error = form.errors[name];
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 700 }}>
        {legend}
      </Typography>
      {(['no', 'yes'] as const).map((v) => (
        <FormControlLabel
          key={v}
          control={
            <Radio name={name} value={v} checked={form.values[name] === v} onChange={() => form.setValue(name, v)} />
          }
          label={v === 'yes' ? yes : no}
        />
      ))}
      {error && (
        <Typography color="error" variant="body2" role="alert">
          {error}
        </Typography>
      )}
    </Box>
  );
}

export function ListingFields({ form }: { form: Form<ListingFormValues> }) {
  const { values } = form;
  const subcategories = SUBCATEGORIES[values.category] ?? [];
  const area = /^\d{5}$/.test(values.pickupZip) ? zipArea(values.pickupZip) : null;
  const zipHelp = /^\d{5}$/.test(values.pickupZip)
    ? area
      ? `${area.city}, ${area.state}`
      : UNKNOWN_ZIP_MESSAGE
    : 'Buyers see the city and ZIP, never your address.';
  return (
    <Stack spacing={2.5}>
      <FormTextField form={form} name="brand" label="Brand" maxLength={L.brand} />
      <FormTextField
        form={form}
        name="model"
        label="Model"
        maxLength={L.model}
        helperText="The model name or number from the label."
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SelectField
          label="Category"
          name="category"
          value={values.category}
          onChange={(e) => {
            form.setValue('category', e.target.value);
            form.setValue('subcategory', '');
          }}
          error={Boolean(form.errors.category)}
          helperText={form.errors.category ?? ' '}
          fullWidth
        >
          <option value="">Choose a category</option>
          {CATEGORIES.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Subcategory"
          name="subcategory"
          value={values.subcategory}
          onChange={(e) => form.setValue('subcategory', e.target.value)}
          helperText={form.errors.subcategory ?? ' '}
          fullWidth
          disabled={subcategories.length === 0}
        >
          <option value="">Other</option>
          {subcategories.map((s) => (
            <option key={s} value={s}>
              {subcategoryLabel(s)}
            </option>
          ))}
        </SelectField>
      </Stack>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" sx={{ fontWeight: 700, mb: 0.5 }}>
          Condition
        </Typography>
        {LISTING_CONDITIONS.map((c) => (
          <FormControlLabel
            key={c.value}
            sx={{ display: 'flex', alignItems: 'flex-start', mb: 0.5 }}
            control={
              <Radio
                name="condition"
                value={c.value}
                checked={values.condition === c.value}
                onChange={() => form.setValue('condition', c.value)}
              />
            }
            label={
              <span>
                <strong>{c.label}</strong>
                <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                  {c.explanation}
                </Typography>
              </span>
            }
          />
        ))}
        {form.errors.condition && (
          <Typography color="error" variant="body2" role="alert">
            {form.errors.condition}
          </Typography>
        )}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          form={form}
          name="price"
          label="Price"
          helperText="In dollars, e.g. 85"
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          maxLength={12}
        />
        <FormTextField
          form={form}
          name="originalPrice"
          label="Original price"
          helperText="What it cost new (optional)"
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          maxLength={12}
        />
      </Stack>
      {values.productId && (
        <SuggestedPrice
          productId={values.productId}
          condition={values.condition}
          onUse={(dollars) => form.setValue('price', dollars)}
        />
      )}
      <FormTextField
        form={form}
        name="description"
        label="Description"
        multiline
        minRows={4}
        maxLength={L.description}
        helperText="Wear, what is included, why you are selling."
      />
      <Stack direction="row" spacing={2}>
        {(['ageMinMonths', 'ageMaxMonths'] as const).map((name) => (
          <SelectField
            key={name}
            label={name === 'ageMinMonths' ? 'Age from' : 'Age to'}
            name={name}
            value={values[name]}
            onChange={(e) => form.setValue(name, e.target.value)}
            error={Boolean(form.errors[name])}
            helperText={form.errors[name] ?? ' '}
            fullWidth
          >
            {LISTING_AGES.map((m) => (
              <option key={m} value={m}>
                {ageLabel(m)}
              </option>
            ))}
          </SelectField>
        ))}
      </Stack>
      {needsManufactureDate(values.category, values.subcategory) && (
        <FormTextField
          form={form}
          name="manufactureDate"
          label="Manufacture date"
          type="month"
          helperText="From the label on the item: we check it against recall notices and, for car seats, their expiry."
          slotProps={{ inputLabel: { shrink: true } }}
        />
      )}
      {values.category === 'car-seats' && (
        <>
          <YesNo
            form={form}
            name="carSeatInCrash"
            legend="Has this car seat been in a crash?"
            no="No, it has not been in a crash"
            yes="Yes, it has been in a crash"
          />
          <YesNo
            form={form}
            name="carSeatHasLabel"
            legend="Are the manufacturer's labels still on the seat?"
            yes="Yes, the labels are there"
            no="No, the labels are missing"
          />
        </>
      )}
      <FormTextField
        form={form}
        name="pickupZip"
        label="Pickup ZIP code"
        helperText={zipHelp}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'postal-code' } }}
        maxLength={5}
      />
      <Stack spacing={1}>
        <FormControlLabel
          control={
            <Switch checked={values.localPickup} onChange={(e) => form.setValue('localPickup', e.target.checked)} />
          }
          label="Local pickup"
        />
        {form.errors.localPickup && (
          <Typography color="error" variant="body2" role="alert">
            {form.errors.localPickup}
          </Typography>
        )}
        <FormControlLabel
          control={<Switch checked={values.ships} onChange={(e) => form.setValue('ships', e.target.checked)} />}
          label="I can ship it"
        />
        {values.ships && (
          <FormTextField
            form={form}
            name="shippingPrice"
            label="Shipping price"
            helperText="In dollars; the buyer pays it at checkout."
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            maxLength={10}
          />
        )}
      </Stack>
    </Stack>
  );
}

// The programme application forms (careers, partners, pro sellers, creators, consignment pickups):
// one field list per form, and one validator that the browser and the function both run, so the
// person sees the same message the server would give. No Firebase or zod imports here.
import { LIMITS } from './registry.js';

export const APPLICATION_TYPES = ['job', 'community-partner', 'pro-seller', 'creator', 'consignment-pickup'] as const;
export type ApplicationType = (typeof APPLICATION_TYPES)[number];

export type FieldKind = 'text' | 'email' | 'tel' | 'url' | 'textarea' | 'select' | 'date' | 'number' | 'checkbox';

export interface FieldOption {
  value: string;
  label: string;
}

export interface FieldSpec {
  name: string;
  label: string;
  kind: FieldKind;
  required: boolean;
  /** Longest text accepted (characters); numbers use min/max instead. */
  maxLength?: number;
  minLength?: number;
  min?: number;
  max?: number;
  options?: readonly FieldOption[];
  helperText?: string;
  autoComplete?: string;
  /** A pattern the trimmed value must match, with the message when it does not. */
  pattern?: { source: string; message: string };
}

const options = (...labels: string[]): FieldOption[] =>
  labels.map((label) => ({
    value: label
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, ''),
    label,
  }));

const firstName: FieldSpec = {
  name: 'firstName',
  label: 'First name',
  kind: 'text',
  required: true,
  maxLength: LIMITS.personName,
  autoComplete: 'given-name',
};
const lastName: FieldSpec = {
  name: 'lastName',
  label: 'Last name',
  kind: 'text',
  required: true,
  maxLength: LIMITS.personName,
  autoComplete: 'family-name',
};
const email: FieldSpec = {
  name: 'email',
  label: 'Email',
  kind: 'email',
  required: true,
  maxLength: LIMITS.email,
  autoComplete: 'email',
};
const phone: FieldSpec = {
  name: 'phone',
  label: 'Phone (optional)',
  kind: 'tel',
  required: false,
  maxLength: LIMITS.phoneNumber,
  autoComplete: 'tel',
  pattern: {
    source: `^\\+?[0-9 ().-]{7,${LIMITS.phoneNumber}}$`,
    message: 'Enter a phone number like (212) 555-0147.',
  },
};
const city: FieldSpec = {
  name: 'city',
  label: 'City',
  kind: 'text',
  required: true,
  maxLength: LIMITS.city,
  autoComplete: 'address-level2',
};
const website: FieldSpec = {
  name: 'website',
  label: 'Website or social link (optional)',
  kind: 'url',
  required: false,
  maxLength: 300,
};

/** The roles a general application may name besides an open role's slug. */
export const GENERAL_APPLICATION_ROLE = 'general';

export const APPLICATION_FIELDS: Record<ApplicationType, readonly FieldSpec[]> = {
  job: [
    firstName,
    lastName,
    email,
    phone,
    { name: 'role', label: 'Role', kind: 'text', required: true, maxLength: 120 },
    {
      name: 'location',
      label: 'Where you are based',
      kind: 'text',
      required: true,
      maxLength: 80,
      autoComplete: 'address-level2',
    },
    {
      name: 'profileUrl',
      label: 'Link to your resume, LinkedIn or portfolio',
      kind: 'url',
      required: true,
      maxLength: 300,
      helperText: 'A public link we can open (Google Drive, Dropbox, LinkedIn, GitHub or your site).',
    },
    {
      name: 'coverNote',
      label: 'Why Recess, and what you would bring',
      kind: 'textarea',
      required: true,
      minLength: 50,
      maxLength: 4000,
    },
  ],
  'community-partner': [
    firstName,
    lastName,
    email,
    phone,
    {
      name: 'organization',
      label: 'Organization name',
      kind: 'text',
      required: true,
      maxLength: 100,
      autoComplete: 'organization',
    },
    {
      name: 'organizationType',
      label: 'Type of organization',
      kind: 'select',
      required: true,
      options: options('Parent group', 'Library', "Kids' venue", 'Nonprofit', 'School or preschool', 'Other'),
    },
    city,
    website,
    {
      name: 'eventsPerMonth',
      label: 'Family events you host a month',
      kind: 'select',
      required: true,
      options: options('1 to 2', '3 to 5', '6 to 10', 'More than 10'),
    },
    {
      name: 'about',
      label: 'Tell us about your events',
      kind: 'textarea',
      required: true,
      minLength: 30,
      maxLength: 2000,
    },
  ],
  'pro-seller': [
    firstName,
    lastName,
    email,
    phone,
    {
      name: 'shopName',
      label: 'Shop or business name',
      kind: 'text',
      required: true,
      maxLength: 100,
      autoComplete: 'organization',
    },
    city,
    website,
    {
      name: 'completedSales',
      label: 'Completed sales on Recess so far',
      kind: 'select',
      required: true,
      options: options('None yet (registered business)', '1 to 24', '25 to 99', '100 or more'),
    },
    {
      name: 'categories',
      label: 'What you sell',
      kind: 'text',
      required: true,
      maxLength: 200,
      helperText: 'For example: strollers, nursery furniture, clothing bundles.',
    },
    {
      name: 'about',
      label: 'Tell us about your shop',
      kind: 'textarea',
      required: true,
      minLength: 30,
      maxLength: 2000,
    },
  ],
  creator: [
    firstName,
    lastName,
    email,
    { name: 'portfolioUrl', label: 'Link to your best work', kind: 'url', required: true, maxLength: 300 },
    {
      name: 'format',
      label: 'Main format',
      kind: 'select',
      required: true,
      options: options('Writing', 'Photography', 'Short video', 'Illustration', 'Podcast or audio'),
    },
    {
      name: 'audience',
      label: 'Audience size across your channels',
      kind: 'select',
      required: true,
      options: options('Under 1,000', '1,000 to 10,000', '10,000 to 100,000', 'Over 100,000'),
    },
    {
      name: 'city',
      label: 'City (optional)',
      kind: 'text',
      required: false,
      maxLength: LIMITS.city,
      autoComplete: 'address-level2',
    },
    { name: 'pitch', label: 'Pitch us one idea', kind: 'textarea', required: true, minLength: 50, maxLength: 2000 },
  ],
  'consignment-pickup': [
    firstName,
    lastName,
    email,
    { ...phone, label: 'Phone', required: true },
    {
      name: 'serviceArea',
      label: 'Service area',
      kind: 'select',
      required: true,
      options: options('New York City', 'Jersey City and Hoboken', 'Los Angeles', 'Chicago'),
    },
    {
      name: 'street',
      label: 'Street address',
      kind: 'text',
      required: true,
      maxLength: 120,
      autoComplete: 'street-address',
    },
    {
      name: 'zip',
      label: 'ZIP code',
      kind: 'text',
      required: true,
      maxLength: 10,
      autoComplete: 'postal-code',
      pattern: { source: '^[0-9]{5}(-[0-9]{4})?$', message: 'Enter a 5-digit ZIP code.' },
    },
    { name: 'itemCount', label: 'Number of items', kind: 'number', required: true, min: 1, max: 200 },
    {
      name: 'estimatedValue',
      label: 'Estimated resale value',
      kind: 'select',
      required: true,
      options: options('Under $300', '$300 to $1,000', 'Over $1,000'),
    },
    { name: 'preferredDate', label: 'Preferred pickup date (optional)', kind: 'date', required: false },
    {
      name: 'items',
      label: 'What are you consigning?',
      kind: 'textarea',
      required: true,
      minLength: 10,
      maxLength: 2000,
      helperText: 'Brands, models and condition help us plan the pickup. Car seats are not accepted.',
    },
  ],
};

/** Values as a form holds them: strings, and booleans for checkboxes. */
export type ApplicationValues = Record<string, string | boolean>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** Today as YYYY-MM-DD in UTC: dates in the past are refused. */
function todayIso(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** The message for one field's value, or null when it is fine. */
export function fieldError(spec: FieldSpec, raw: string | boolean | undefined, now: Date = new Date()): string | null {
  if (spec.kind === 'checkbox') return spec.required && raw !== true ? `Please confirm: ${spec.label}` : null;
  const value = typeof raw === 'string' ? raw.trim() : '';
  if (value === '') return spec.required ? `Enter ${spec.label.replace(/ \(optional\)$/, '').toLowerCase()}.` : null;
  if (spec.maxLength !== undefined && value.length > spec.maxLength) {
    return `Keep it to ${spec.maxLength} characters or fewer.`;
  }
  if (spec.minLength !== undefined && value.length < spec.minLength) {
    return `Please write at least ${spec.minLength} characters.`;
  }
  switch (spec.kind) {
    case 'email':
      if (!EMAIL.test(value)) return 'Enter an email address like name@example.com.';
      break;
    case 'url':
      if (!isHttpUrl(value)) return 'Enter a full link starting with https://';
      break;
    case 'select':
      if (!spec.options?.some((o) => o.value === value)) return `Choose ${spec.label.toLowerCase()}.`;
      break;
    case 'number': {
      const n = Number(value);
      const { min = 0, max = Number.MAX_SAFE_INTEGER } = spec;
      if (!Number.isInteger(n) || n < min || n > max) return `Enter a whole number from ${min} to ${max}.`;
      break;
    }
    case 'date':
      if (!DATE.test(value) || Number.isNaN(Date.parse(value))) return 'Enter a date.';
      if (value < todayIso(now)) return 'Choose today or a later date.';
      break;
    default:
      break;
  }
  if (spec.pattern && !new RegExp(spec.pattern.source).test(value)) return spec.pattern.message;
  return null;
}

/** Every field's message, keyed by field name; empty when the whole form is valid. */
export function applicationErrors(
  type: ApplicationType,
  values: ApplicationValues,
  now: Date = new Date(),
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const spec of APPLICATION_FIELDS[type]) {
    const message = fieldError(spec, values[spec.name], now);
    if (message) errors[spec.name] = message;
  }
  return errors;
}

/** What the browser sends to POST /api/applications. */
export interface ApplicationRequest {
  type: ApplicationType;
  /** A random id made once per filled-in form: a second submit of the same form is refused (409). */
  submissionId: string;
  values: ApplicationValues;
}

export interface ApplicationResponse {
  id: string;
}

export const DUPLICATE_APPLICATION_MESSAGE = 'We already received this application. Thank you!';

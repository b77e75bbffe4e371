// The application pages: /careers/apply (a job), /careers/apply-community-partner,
// /careers/apply-pro-seller and /creator-application. Careers forms end on /careers/thank-you;
// the creator form shows its thank-you in place.
import Alert from '@mui/material/Alert';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ContentPage } from '../../../ui/content/ContentPage';
import { pageTitle } from '../../../ui/meta/titles';
import { GENERAL_APPLICATION_ROLE, type ApplicationType, type FieldOption } from '@shared/applications';
import { useOpenRoles } from '../api/get-open-roles';
import { ApplicationForm } from '../components/ApplicationForm';

interface FormPage {
  type: Exclude<ApplicationType, 'consignment-pickup'>;
  title: string;
  lead: string;
  back: { to: string; label: string };
  submitLabel: string;
}

const PAGES = {
  job: {
    type: 'job',
    title: 'Apply to Recess',
    lead: 'Tell us about yourself. We read every application and reply to everyone.',
    back: { to: '/careers', label: 'Careers' },
    submitLabel: 'Send application',
  },
  'community-partner': {
    type: 'community-partner',
    title: 'Become a Community Partner',
    lead: 'For parent groups, libraries, kids’ venues and nonprofits that host family events. It is free.',
    back: { to: '/careers/community-partner', label: 'About the Community Partner program' },
    submitLabel: 'Send partner application',
  },
  'pro-seller': {
    type: 'pro-seller',
    title: 'Apply for Pro Seller',
    lead: 'For shops and sellers with 25 or more completed sales and a 4.8 rating, or a registered business.',
    back: { to: '/careers/pro-seller', label: 'About the Pro Seller program' },
    submitLabel: 'Send Pro Seller application',
  },
  creator: {
    type: 'creator',
    title: 'Apply to the Creator Project',
    lead: 'Parent writers, photographers and video makers: show us your work and pitch one idea.',
    back: { to: '/creator-project', label: 'About the Creator Project' },
    submitLabel: 'Send creator application',
  },
} satisfies Record<string, FormPage>;

export type ApplyPageKey = keyof typeof PAGES;

/** The open roles as choices, plus a general application. */
function useRoleOptions(enabled: boolean): { options: FieldOption[] | undefined; failed: boolean } {
  const { roles, failed } = useOpenRoles(enabled);
  const options = useMemo(
    () =>
      roles && [
        ...roles.map((r) => ({ value: r.slug, label: `${r.title} (${r.location})` })),
        { value: GENERAL_APPLICATION_ROLE, label: 'General application: none of these, but I want to help' },
      ],
    [roles],
  );
  return { options: options ?? undefined, failed };
}

export default function ApplyPage({ form }: { form: ApplyPageKey }) {
  const page: FormPage = PAGES[form];
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [sent, setSent] = useState(false);
  const isJob = page.type === 'job';
  const { options, failed } = useRoleOptions(isJob);
  const wantedRole = params.get('role') ?? '';
  const role = options?.some((o) => o.value === wantedRole) ? wantedRole : '';

  const submitted = () => {
    if (page.type === 'creator') setSent(true);
    else void navigate('/careers/thank-you');
  };

  return (
    <ContentPage
      pageTitle={pageTitle(page.title)}
      description={page.lead}
      width="md"
      back={page.back}
      title={sent ? 'Thank you for applying' : page.title}
      lead={sent ? undefined : page.lead}
    >
      {sent ? (
        <Alert severity="success" sx={{ fontSize: '1.05rem' }}>
          We have your application. An editor reads every one and will email you within 10 business days, whatever the
          answer.
        </Alert>
      ) : (
        <>
          {failed && (
            <Alert severity="warning" sx={{ mb: 3 }}>
              We could not load the open roles just now. Type the role you are applying for.
            </Alert>
          )}
          {isJob && !options && !failed ? null : (
            <ApplicationForm
              key={role}
              type={page.type}
              label={page.title}
              submitLabel={page.submitLabel}
              optionsFor={isJob && options ? { role: options } : undefined}
              initialValues={role ? { role } : undefined}
              onSubmitted={submitted}
            />
          )}
        </>
      )}
    </ContentPage>
  );
}

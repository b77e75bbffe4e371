// Covers the application form on the form kit: the shared field rules' messages and summary, the
// first flagged field focused, blur checks only on filled-in fields, one send, and a failed send.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { ApplicationType } from '@shared/applications';
import type * as ApplicationsModule from '../api/applications';
import { submitApplication, SUBMIT_FAILED_MESSAGE } from '../api/applications';
import { fieldLabelled as field, fillFields as fill } from '../../../test/form-steps';
import { ApplicationForm } from './ApplicationForm';

vi.mock('../api/applications', async (importOriginal) => ({
  ...(await importOriginal<typeof ApplicationsModule>()),
  submitApplication: vi.fn(),
  newSubmissionId: () => 'submission-1',
}));

function setup(type: ApplicationType = 'job', initialValues?: Record<string, string>) {
  const onSubmitted = vi.fn();
  render(
    <MemoryRouter>
      <ApplicationForm
        type={type}
        label="Job application"
        submitLabel="Send application"
        initialValues={initialValues}
        onSubmitted={onSubmitted}
      />
    </MemoryRouter>,
  );
  return { user: userEvent.setup({ delay: null }), onSubmitted };
}

const send = () => screen.getByRole('button', { name: 'Send application' });

const complete = {
  'First name': 'Imani',
  'Last name': 'Brooks',
  Email: 'imani@example.com',
  Role: 'Product Designer',
  'Where you are based': 'Atlanta, GA',
  'Link to your resume, LinkedIn or portfolio': 'https://imani.example.com/portfolio',
  'Why Recess, and what you would bring':
    'I designed checkout flows for a resale marketplace and I am a parent of twins.',
};

beforeEach(() => {
  vi.mocked(submitApplication).mockReset().mockResolvedValue(undefined);
});

it('flags every field on submit, counts them, keeps the input and focuses the first', async () => {
  const { user } = setup('job', { role: 'Product Designer' });
  await fill(user, { 'First name': 'Imani' });
  await user.click(send());

  expect(screen.getByText(/5 fields need your attention\. Everything you typed is still here\./)).toBeInTheDocument();
  expect(screen.getByText('Enter last name.')).toBeInTheDocument();
  expect(screen.getByText('Enter link to your resume, linkedin or portfolio.')).toBeInTheDocument();
  expect(field('First name')).toHaveValue('Imani');
  expect(field('Role')).toHaveValue('Product Designer');
  expect(field('Last name')).toHaveFocus();
  expect(submitApplication).not.toHaveBeenCalled();
});

it('checks a filled-in field when it is left, never an empty one', async () => {
  const { user } = setup();
  await user.click(field('Email'));
  await user.tab();
  expect(screen.queryByText('Enter email.')).not.toBeInTheDocument();

  await fill(user, { Email: 'not-an-email' });
  await user.tab();
  expect(screen.getByText('Enter an email address like name@example.com.')).toBeInTheDocument();
  expect(screen.getByText(/One field needs your attention\./)).toBeInTheDocument();
  await user.type(field('Email'), 'x');
  expect(screen.queryByText('Enter an email address like name@example.com.')).not.toBeInTheDocument();
});

it('sends the form once with its submission id, busy meanwhile, then reports it sent', async () => {
  let finish!: () => void;
  vi.mocked(submitApplication).mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
  const { user, onSubmitted } = setup();
  await fill(user, complete);
  await user.click(send());
  expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
  // A second submit (Enter in a field, say) while the first is on its way is ignored.
  fireEvent.submit(screen.getByRole('form', { name: 'Job application' }));

  expect(submitApplication).toHaveBeenCalledExactlyOnceWith({
    type: 'job',
    submissionId: 'submission-1',
    values: {
      firstName: 'Imani',
      lastName: 'Brooks',
      email: 'imani@example.com',
      phone: '',
      role: 'Product Designer',
      location: 'Atlanta, GA',
      profileUrl: 'https://imani.example.com/portfolio',
      coverNote: complete['Why Recess, and what you would bring'],
    },
  });
  finish();
  await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
});

it('shows why a send failed, in an alert, and keeps what was typed', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.mocked(submitApplication).mockRejectedValueOnce(new Error('Service unavailable'));
  vi.mocked(submitApplication).mockRejectedValueOnce(new Error(''));
  const { user, onSubmitted } = setup();
  await fill(user, complete);
  await user.click(send());

  expect(await screen.findByRole('alert')).toHaveTextContent('Service unavailable');
  expect(field('Where you are based')).toHaveValue('Atlanta, GA');
  expect(onSubmitted).not.toHaveBeenCalled();
  expect(logged).toHaveBeenCalled();

  await user.click(send());
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(SUBMIT_FAILED_MESSAGE));
});

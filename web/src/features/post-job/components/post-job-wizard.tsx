import { Button, Form } from 'antd';
import type { Dayjs } from 'dayjs';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { track } from '@/shared/analytics/analytics';
import { JobPreferencesStep } from '@/shared/components/job-preferences-step';
import { ShellLoader } from '@/shared/components/layout/shell-loader';
import { paths } from '@/shared/config/paths';
import { registrationProblem } from '@/shared/lib/registration-errors';
import type { JobRequest, RegistrationFields } from '@/shared/types/job-request';
import { usePostJob } from '../api/post-job';
import { usePostJobWithRegistration } from '../api/post-job-with-registration';
import { WizardSteps } from './wizard-steps';

// Steps 2 and 3 (the date picker, the account fields) load while the visitor fills in step 1:
// the first screen downloads and runs only what it shows (issue 15).
const loadJobSetupStep = () => import('@/shared/components/job-setup-step');
const loadAccountFields = () => import('@/shared/components/account-fields');
const JobSetupStep = lazy(() => loadJobSetupStep().then((module) => ({ default: module.JobSetupStep })));
const AccountFields = lazy(() => loadAccountFields().then((module) => ({ default: module.AccountFields })));
function loadLaterSteps() {
  void loadJobSetupStep();
  void loadAccountFields();
}

type WizardValues = Omit<JobRequest, 'specificJobDoneDatetime'> &
  Partial<RegistrationFields> & { specificJobDoneDatetime?: Dayjs | null };

const stepFields = [
  ['category_id', 'service_id', 'location', 'job_type'],
  ['title', 'description', 'target_job_done', 'specificJobDoneDatetime'],
  ['fullName', 'email', 'mobile_number', 'password', 'passwordConfirm'],
] as const;
const allFields = stepFields.flat();

export interface JobPostedState {
  /** Set for a visitor: the job goes live once this address is verified. */
  verifyEmail?: string;
  title: string;
}

export interface PostJobWizardProps {
  /** A signed-in customer skips step 3 (Registration). */
  signedIn: boolean;
  /** What the visitor chose on the home page, to start from. */
  start?: Partial<Pick<WizardValues, 'category_id' | 'service_id' | 'location'>>;
}

/** The three-step job wizard (spec §2, §5): customers post, visitors post and register. */
export function PostJobWizard({ signedIn, start }: PostJobWizardProps) {
  const [form] = Form.useForm<WizardValues>();
  const [step, setStep] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  // Server field errors wait until their step's fields are mounted again; antd drops errors
  // set on a field that is not mounted.
  const [pendingErrors, setPendingErrors] = useState<{ name: string; errors: string[] }[] | null>(null);
  const navigate = useNavigate();
  const customerPost = usePostJob();
  const visitorPost = usePostJobWithRegistration();
  const steps = signedIn ? ['Job Preferences', 'Job Setup'] : ['Job Preferences', 'Job Setup', 'Registration'];
  const last = step === steps.length - 1;

  useEffect(() => {
    if (!pendingErrors) return;
    form.setFields(pendingErrors.map((f) => ({ ...f, name: f.name as keyof WizardValues })));
    setPendingErrors(null);
  }, [pendingErrors, form]);

  const submit = async () => {
    setFailure(null);
    const values = form.getFieldsValue(true) as WizardValues;
    const job: JobRequest = {
      category_id: values.category_id,
      service_id: values.service_id,
      location: values.location,
      job_type: values.job_type,
      title: values.title.trim(),
      description: values.description.trim(),
      target_job_done: values.target_job_done,
      specificJobDoneDatetime:
        values.target_job_done === 'specificDate' && values.specificJobDoneDatetime
          ? values.specificJobDoneDatetime.format('YYYY-MM-DD')
          : '',
    };
    try {
      if (signedIn) {
        await customerPost.trigger(job);
        track('job_posted', { job_type: job.job_type, new_customer: false });
        navigate(paths.jobPosted, { state: { title: job.title } satisfies JobPostedState });
      } else {
        const email = (values.email ?? '').trim().toLowerCase();
        await visitorPost.trigger({
          ...job,
          fullName: values.fullName ?? '',
          email,
          mobile_number: values.mobile_number ?? '',
          password: values.password ?? '',
          passwordConfirm: values.passwordConfirm ?? '',
        });
        track('job_posted', { job_type: job.job_type, new_customer: true });
        navigate(paths.jobPosted, { state: { title: job.title, verifyEmail: email } satisfies JobPostedState });
      }
    } catch (error) {
      const problem = registrationProblem(error, allFields);
      if (problem.kind === 'message') {
        setFailure(problem.message);
        return;
      }
      // Show the first step that has a message, then the messages on its fields.
      const names = problem.fieldErrors.map((f) => f.name as string);
      const first = stepFields.findIndex((fields) => fields.some((f) => names.includes(f)));
      if (first >= 0 && first < steps.length) setStep(first);
      setPendingErrors(problem.fieldErrors);
    }
  };

  return (
    <div className="lp-post-job">
      <h2 className="lp-post-job__title">Post a job</h2>
      <WizardSteps titles={steps} current={step} />
      <Form
        form={form}
        initialValues={start}
        layout="vertical"
        requiredMark={false}
        aria-label="Post a job"
        // antd validates the mounted step's fields before onFinish.
        onFinish={last ? submit : () => setStep(step + 1)}
        // The visitor has started: fetch the next steps' code now, not when they press Next.
        onFocus={loadLaterSteps}
        onPointerDown={loadLaterSteps}
        className="lp-post-job__form"
      >
        {failure && (
          <div className="lp-post-job__failure" role="alert">
            {failure}
          </div>
        )}
        <Suspense fallback={<ShellLoader />}>
          {step === 0 ? <JobPreferencesStep /> : null}
          {step === 1 ? <JobSetupStep /> : null}
          {step === 2 ? <AccountFields /> : null}
        </Suspense>
        <div className="lp-post-job__actions">
          {step > 0 ? <Button onClick={() => setStep(step - 1)}>Back</Button> : null}
          <Button type="primary" htmlType="submit" loading={customerPost.isMutating || visitorPost.isMutating}>
            {last ? 'Post job' : 'Next'}
          </Button>
        </div>
      </Form>
    </div>
  );
}

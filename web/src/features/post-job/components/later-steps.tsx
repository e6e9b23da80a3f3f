import { Button, Form } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { track } from '@/shared/analytics/analytics';
import { AccountFields } from '@/shared/components/account-fields';
import { JobSetupStep } from '@/shared/components/job-setup-step';
import { paths } from '@/shared/config/paths';
import { registrationProblem } from '@/shared/lib/registration-errors';
import { usePendingFieldErrors } from '@/shared/lib/use-pending-field-errors';
import type { JobRequest, RegistrationFields } from '@/shared/types/job-request';
import { usePostJob } from '../api/post-job';
import { usePostJobWithRegistration } from '../api/post-job-with-registration';
import type { JobPreferences, PreferenceErrors, PreferenceField } from './job-preferences-form';

/** What steps 2 and 3 hold: the job's setup and, for a visitor, the new account. */
export type LaterValues = Omit<JobRequest, keyof JobPreferences | 'specificJobDoneDatetime'> &
  Partial<RegistrationFields> & { specificJobDoneDatetime?: Dayjs | null };

const preferenceFields: readonly PreferenceField[] = ['category_id', 'service_id', 'location', 'job_type'];
const laterStepFields = [
  ['title', 'description', 'target_job_done', 'specificJobDoneDatetime'],
  ['fullName', 'email', 'mobile_number', 'password', 'passwordConfirm'],
] as const;
const allFields = [...preferenceFields, ...laterStepFields.flat()];

export interface JobPostedState {
  /** Set for a visitor: the job goes live once this address is verified. */
  verifyEmail?: string;
  title: string;
}

export interface LaterStepsProps {
  signedIn: boolean;
  /** 1: Job Setup, 2: Registration. */
  step: 1 | 2;
  preferences: JobPreferences;
  /** What the visitor entered here before going back to step 1. */
  saved: Partial<LaterValues>;
  onStep: (step: 1 | 2) => void;
  onBack: (values: Partial<LaterValues>) => void;
  /** The server refused a step-1 field: the wizard goes back to it with the messages. */
  onPreferenceErrors: (errors: PreferenceErrors, values: Partial<LaterValues>) => void;
}

/** Steps 2 and 3 of /post-a-job (antd's form fields, date picker and account checks), and posting the job. */
export function LaterSteps({
  signedIn,
  step,
  preferences,
  saved,
  onStep,
  onBack,
  onPreferenceErrors,
}: LaterStepsProps) {
  const [form] = Form.useForm<LaterValues>();
  const [failure, setFailure] = useState<string | null>(null);
  const setPendingErrors = usePendingFieldErrors(form);
  const navigate = useNavigate();
  const customerPost = usePostJob();
  const visitorPost = usePostJobWithRegistration();
  const last = signedIn ? step === 1 : step === 2;

  const submit = async () => {
    setFailure(null);
    const values = form.getFieldsValue(true) as LaterValues;
    const job: JobRequest = {
      ...preferences,
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
      const onPreferences = problem.fieldErrors.filter((f) => preferenceFields.includes(f.name as PreferenceField));
      if (onPreferences.length > 0) {
        onPreferenceErrors(
          Object.fromEntries(onPreferences.map((f) => [f.name, f.errors[0] ?? ''])),
          form.getFieldsValue(true),
        );
        return;
      }
      const names = problem.fieldErrors.map((f) => f.name as string);
      const first = laterStepFields.findIndex((fields) => fields.some((f) => names.includes(f)));
      if (first === 1 && !signedIn) onStep(2);
      else onStep(1);
      setPendingErrors(problem.fieldErrors);
    }
  };

  return (
    <Form
      form={form}
      initialValues={saved}
      layout="vertical"
      requiredMark={false}
      aria-label="Post a job"
      // antd validates the mounted step's fields before onFinish.
      onFinish={last ? submit : () => onStep(2)}
      className="lp-job-wizard__form"
    >
      {failure && (
        <div className="lp-job-wizard__failure" role="alert">
          {failure}
        </div>
      )}
      {step === 1 ? <JobSetupStep /> : <AccountFields />}
      <div className="lp-job-wizard__actions">
        <Button onClick={() => (step === 2 ? onStep(1) : onBack(form.getFieldsValue(true)))}>Back</Button>
        <Button type="primary" htmlType="submit" loading={customerPost.isMutating || visitorPost.isMutating}>
          {last ? 'Post job' : 'Next'}
        </Button>
      </div>
    </Form>
  );
}

import { Alert, App, Button, Card, Form, Space, Steps, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { AccountFields } from '@/shared/components/account-fields';
import { JobPreferencesStep } from '@/shared/components/job-preferences-step';
import { JobSetupStep } from '@/shared/components/job-setup-step';
import { messageOf } from '@/shared/lib/form-field-errors';
import { registrationProblem } from '@/shared/lib/registration-errors';
import { usePendingFieldErrors } from '@/shared/lib/use-pending-field-errors';
import type { JobRequest, RegistrationFields } from '@/shared/types/job-request';
import { getJobProviders, type Provider } from '../api/get-job-providers';
import { type AdminJobRequest, postJobForCustomer } from '../api/post-job-for-customer';
import { adminTexts } from '../lib/admin-texts';
import { ProvidersField } from './providers-field';

type WizardValues = Omit<JobRequest, 'specificJobDoneDatetime'> &
  Omit<RegistrationFields, 'password' | 'passwordConfirm'> & {
    specificJobDoneDatetime?: Dayjs | null;
    rate_type: AdminJobRequest['rate_type'];
    providers?: string[];
  };

const steps = ['Job Preferences', 'Job Setup', 'Registration'];
const stepFields = [
  ['category_id', 'service_id', 'location', 'job_type'],
  ['title', 'description', 'target_job_done', 'specificJobDoneDatetime', 'rate_type', 'providers'],
  ['fullName', 'email', 'mobile_number'],
] as const;
const allFields = stepFields.flat();

/**
 * Admin → Post Job: the customer wizard's steps (shared with /post-a-job), step 1 loading the
 * providers in reach, step 2 choosing some, step 3 the new customer. The job is premium.
 */
export function AdminPostJobWizard() {
  const [form] = Form.useForm<WizardValues>();
  const { notification } = App.useApp();
  const [step, setStep] = useState(0);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [providers, setProviders] = useState<Provider[]>([]);
  // antd drops errors set on fields that are not mounted: they wait for their step.
  const setPendingErrors = usePendingFieldErrors(form);

  const loadProviders = async () => {
    const { service_id, location } = form.getFieldsValue(true) as WizardValues;
    setBusy(true);
    setFailure(null);
    try {
      setProviders(await getJobProviders({ service_id, location }));
      setStep(1);
    } catch (error) {
      setFailure(messageOf(error, 'Could not load the providers.'));
    } finally {
      setBusy(false);
    }
  };

  const submit = async () => {
    const values = form.getFieldsValue(true) as WizardValues;
    setBusy(true);
    setFailure(null);
    try {
      const answer = await postJobForCustomer({
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
        rate_type: values.rate_type ?? 'hourly',
        type: 'premium',
        providers: values.providers ?? [],
        fullName: values.fullName.trim(),
        email: values.email.trim().toLowerCase(),
        mobile_number: values.mobile_number,
      });
      notification.success({ title: answer.message });
      form.resetFields();
      setProviders([]);
      setStep(0);
    } catch (error) {
      const problem = registrationProblem(error, allFields);
      if (problem.kind === 'message') {
        setFailure(problem.message);
        return;
      }
      const names = problem.fieldErrors.map((f) => f.name as string);
      const first = stepFields.findIndex((fields) => fields.some((f) => names.includes(f)));
      if (first >= 0) setStep(first);
      setPendingErrors(problem.fieldErrors);
    } finally {
      setBusy(false);
    }
  };

  const last = step === steps.length - 1;
  return (
    <Card className="lp-post-job">
      <Steps current={step} size="small" items={steps.map((title) => ({ title }))} responsive />
      <Form
        form={form}
        name="admin-post-job"
        layout="vertical"
        requiredMark={false}
        aria-label="Post a job for a new customer"
        // antd validates the mounted step's fields before onFinish.
        onFinish={step === 0 ? loadProviders : last ? submit : () => setStep(step + 1)}
        style={{ marginTop: 24 }}
      >
        {failure && <Alert type="error" showIcon title={failure} role="alert" style={{ marginBottom: 16 }} />}
        {step === 0 ? <JobPreferencesStep /> : null}
        {step === 1 ? (
          <>
            <JobSetupStep />
            <ProvidersField providers={providers} />
          </>
        ) : null}
        {step === 2 ? (
          <>
            <AccountFields withPassword={false} />
            <Typography.Paragraph>
              The customer will get an e-mail with a link to choose their password.
            </Typography.Paragraph>
          </>
        ) : null}
        <Space wrap>
          {step > 0 ? <Button onClick={() => setStep(step - 1)}>Back</Button> : null}
          <Button type="primary" htmlType="submit" loading={busy}>
            {last ? adminTexts.registerAndPost : adminTexts.nextStep}
          </Button>
        </Space>
      </Form>
    </Card>
  );
}

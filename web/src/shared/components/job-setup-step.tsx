import {
  JOB_DESCRIPTION_MAX,
  JOB_TITLE_MAX,
  jobDateProblem,
  jobMessages,
  type TargetJobDone,
} from '@localpros/contracts/rules';
import { DatePicker, Form, Input, Radio } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

export const todayIso = () => dayjs().format('YYYY-MM-DD');

/** Step 2 of the job wizards (/post-a-job and Admin → Post Job), Job Setup: title, description, when, and the date for a specific day. */
export function JobSetupStep() {
  const form = Form.useFormInstance();
  const target = Form.useWatch<TargetJobDone | undefined>('target_job_done', form);

  return (
    <>
      <Form.Item
        label="Job title"
        name="title"
        rules={[{ required: true, whitespace: true, message: jobMessages.titleRequired }]}
      >
        <Input maxLength={JOB_TITLE_MAX} />
      </Form.Item>
      <Form.Item
        label="Job description"
        name="description"
        rules={[{ required: true, whitespace: true, message: jobMessages.descriptionRequired }]}
      >
        <Input.TextArea rows={4} maxLength={JOB_DESCRIPTION_MAX} showCount />
      </Form.Item>
      <Form.Item
        label="When do you need it done?"
        name="target_job_done"
        rules={[{ required: true, message: jobMessages.targetRequired }]}
      >
        <Radio.Group
          onChange={(event) => {
            if (event.target.value !== 'specificDate') form.setFieldValue('specificJobDoneDatetime', undefined);
          }}
          options={[
            { value: 'immediately', label: 'Immediately' },
            { value: 'flexible', label: 'Flexible' },
            { value: 'specificDate', label: 'Specific date' },
          ]}
        />
      </Form.Item>
      {target === 'specificDate' ? (
        <Form.Item
          label="Date"
          name="specificJobDoneDatetime"
          rules={[
            {
              validator: (_rule, value: Dayjs | null | undefined) => {
                const problem = jobDateProblem(target, value ? value.format('YYYY-MM-DD') : '', todayIso());
                return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
              },
            },
          ]}
        >
          {/* The app's en-GB locale starts weeks on Monday. */}
          <DatePicker
            format="DD/MM/YYYY"
            disabledDate={(day) => day.isBefore(dayjs(), 'day')}
            style={{ width: '100%' }}
          />
        </Form.Item>
      ) : null}
    </>
  );
}

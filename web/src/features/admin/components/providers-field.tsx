import { Form, Select } from 'antd';
import type { Provider } from '../api/get-job-providers';
import { adminTexts } from '../lib/admin-texts';

/** Step 2's optional specific providers: they get the job as a lead even outside the radius. */
export function ProvidersField({ providers }: { providers: Provider[] }) {
  return (
    <>
      <Form.Item label="Rate type" name="rate_type" initialValue="hourly">
        <Select
          options={[
            { value: 'hourly', label: 'Hourly' },
            { value: 'daily', label: 'Daily' },
            { value: 'flat', label: 'Flat' },
          ]}
        />
      </Form.Item>
      <Form.Item
        label="Specific providers (optional)"
        name="providers"
        extra={`${providers.length} provider${providers.length === 1 ? '' : 's'} within reach of this job.`}
      >
        <Select
          mode="multiple"
          allowClear
          placeholder="Choose providers"
          showSearch={{ optionFilterProp: 'label' }}
          notFoundContent={providers.length === 0 ? adminTexts.listEmpty : adminTexts.noElements}
          options={providers.map((p) => ({ value: p.id, label: p.name }))}
        />
      </Form.Item>
    </>
  );
}

import { jobMessages } from '@localpros/contracts/rules';
import { Form, Radio, Select } from 'antd';
import { propertyOptions, useJobPreferenceOptions } from '@/shared/lib/use-job-preference-options';

/** Step 1 of Admin → Post Job, Job Preferences: category, its services sorted by name, location, property. */
export function JobPreferencesStep() {
  const form = Form.useFormInstance();
  const categoryId = Form.useWatch<string | undefined>('category_id', form);
  const options = useJobPreferenceOptions(categoryId);

  return (
    <>
      <Form.Item
        label="Work category"
        name="category_id"
        rules={[{ required: true, message: jobMessages.categoryRequired }]}
      >
        <Select
          placeholder="Choose a work category"
          options={options.categories}
          // A service of the old category is not in the new one.
          onChange={() => form.setFieldValue('service_id', undefined)}
          showSearch={{ optionFilterProp: 'label' }}
        />
      </Form.Item>
      <Form.Item label="Service" name="service_id" rules={[{ required: true, message: jobMessages.serviceRequired }]}>
        <Select
          placeholder={categoryId ? 'Choose a service' : jobMessages.chooseCategoryFirst}
          notFoundContent={jobMessages.chooseCategoryFirst}
          options={options.services}
          showSearch={{ optionFilterProp: 'label' }}
        />
      </Form.Item>
      <Form.Item label="Location" name="location" rules={[{ required: true, message: jobMessages.locationRequired }]}>
        <Select
          placeholder="Postcode area or district, e.g. SW or SW1A"
          options={options.locations}
          showSearch={{ optionFilterProp: 'label' }}
        />
      </Form.Item>
      <Form.Item label="Property" name="job_type" rules={[{ required: true, message: jobMessages.propertyRequired }]}>
        <Radio.Group options={[...propertyOptions]} />
      </Form.Item>
    </>
  );
}

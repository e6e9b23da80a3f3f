import { Form, Radio, Select } from 'antd';
import { useMemo } from 'react';
import { useLocations } from '@/shared/api/get-locations';
import { useWorkCategories } from '@/shared/api/get-work-categories';
import { jobMessages } from '@/shared/lib/job-rules';

/** Step 1 of the job wizards (/post-a-job and Admin → Post Job), Job Preferences: category, its services sorted by name, location, property. */
export function JobPreferencesStep() {
  const form = Form.useFormInstance();
  const categoryId = Form.useWatch<string | undefined>('category_id', form);
  const { workCategories } = useWorkCategories();
  const { locations } = useLocations();

  const services = useMemo(() => {
    const category = workCategories.find((c) => c.id === categoryId);
    return [...(category?.services ?? [])].sort((a, b) => a.name.localeCompare(b.name, 'en-GB'));
  }, [workCategories, categoryId]);

  return (
    <>
      <Form.Item
        label="Work category"
        name="category_id"
        rules={[{ required: true, message: jobMessages.categoryRequired }]}
      >
        <Select
          placeholder="Choose a work category"
          options={workCategories.map((c) => ({ value: c.id, label: c.name }))}
          // A service of the old category is not in the new one.
          onChange={() => form.setFieldValue('service_id', undefined)}
          showSearch={{ optionFilterProp: 'label' }}
        />
      </Form.Item>
      <Form.Item label="Service" name="service_id" rules={[{ required: true, message: jobMessages.serviceRequired }]}>
        <Select
          placeholder={categoryId ? 'Choose a service' : jobMessages.chooseCategoryFirst}
          notFoundContent={jobMessages.chooseCategoryFirst}
          options={services.map((s) => ({ value: s.id, label: s.name }))}
          showSearch={{ optionFilterProp: 'label' }}
        />
      </Form.Item>
      <Form.Item label="Location" name="location" rules={[{ required: true, message: jobMessages.locationRequired }]}>
        <Select
          placeholder="Postcode area or district, e.g. SW or SW1A"
          options={locations.map((l) => ({ value: l.location, label: `${l.location} — ${l.name}` }))}
          showSearch={{ optionFilterProp: 'label' }}
        />
      </Form.Item>
      <Form.Item label="Property" name="job_type" rules={[{ required: true, message: jobMessages.propertyRequired }]}>
        <Radio.Group
          options={[
            { value: 'residential', label: 'Residential' },
            { value: 'commercial', label: 'Commercial' },
          ]}
        />
      </Form.Item>
    </>
  );
}

import { Alert, Button, Form, Input, Select } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { track } from '@/shared/analytics/analytics';
import { useLocations } from '@/shared/api/get-locations';
import { useWorkCategories } from '@/shared/api/get-work-categories';
import { AccountFields } from '@/shared/components/account-fields';
import { company } from '@/shared/config/company';
import { paths } from '@/shared/config/paths';
import { accountRules } from '@/shared/lib/account-form-rules';
import { searchDebounceMs, validationDebounceMs } from '@/shared/lib/form-timing';
import { registrationProblem } from '@/shared/lib/registration-errors';
import { useDebouncedValue } from '@/shared/lib/use-debounced-value';
import { type BusinessRegistrationInput, useRegisterBusiness } from '../api/register-business';

const fields = [
  'businessName',
  'fullName',
  'email',
  'mobile_number',
  'password',
  'passwordConfirm',
  'workCategoryId',
  'serviceIds',
  'location',
] as const;

export const serviceSelectTexts = {
  noCategory: 'First choose a work category',
  noMatch: 'No elements found. Consider changing the search query.',
  empty: 'List is empty.',
} as const;

/** Registers a business with its work category, services and postcode area. */
export function BusinessRegistrationForm() {
  const [form] = Form.useForm<BusinessRegistrationInput>();
  const { trigger, isMutating } = useRegisterBusiness();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const { workCategories, isLoading: categoriesLoading } = useWorkCategories();
  const { locations, isLoading: locationsLoading } = useLocations();
  const categoryId = Form.useWatch('workCategoryId', form);
  const [serviceSearch, setServiceSearch] = useState('');
  const debouncedSearch = useDebouncedValue(serviceSearch, searchDebounceMs);

  const categoryOptions = useMemo(
    () =>
      [...workCategories]
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((category) => ({ value: category.id, label: category.name })),
    [workCategories],
  );
  const categoryServices = useMemo(
    () =>
      [...(workCategories.find((category) => category.id === categoryId)?.services ?? [])].sort((a, b) =>
        a.name.localeCompare(b.name),
      ),
    [workCategories, categoryId],
  );
  const serviceOptions = useMemo(() => {
    const needle = debouncedSearch.trim().toLowerCase();
    return categoryServices
      .filter((service) => needle === '' || service.name.toLowerCase().includes(needle))
      .map((service) => ({ value: service.id, label: service.name }));
  }, [categoryServices, debouncedSearch]);
  const locationOptions = useMemo(
    () =>
      locations.map((location) => ({
        value: location.location,
        label: location.name ? `${location.location} – ${location.name}` : location.location,
      })),
    [locations],
  );

  const servicesEmptyText = !categoryId
    ? serviceSelectTexts.noCategory
    : categoryServices.length === 0
      ? serviceSelectTexts.empty
      : serviceSelectTexts.noMatch;

  const register = async (values: BusinessRegistrationInput) => {
    setFailure(null);
    const input: BusinessRegistrationInput = {
      ...values,
      businessName: values.businessName.trim(),
      email: values.email.trim().toLowerCase(),
      serviceIds: values.serviceIds ?? [],
    };
    try {
      await trigger(input);
      track('business_registered');
      navigate(paths.businessRegistered, { state: { email: input.email } });
    } catch (error) {
      const problem = registrationProblem(error, fields);
      if (problem.kind === 'fields') form.setFields(problem.fieldErrors);
      else setFailure(problem.message);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={register}
      onValuesChange={(changed: Partial<BusinessRegistrationInput>) => {
        // Services belong to one category: a new category starts an empty choice.
        if ('workCategoryId' in changed) {
          form.setFieldValue('serviceIds', []);
          setServiceSearch('');
        }
      }}
      aria-label="Register your business"
      className="lp-account-form"
    >
      {failure && <Alert type="error" showIcon title={failure} className="lp-form-alert" role="alert" />}
      <Form.Item
        label="Business name"
        name="businessName"
        rules={accountRules.businessName}
        validateDebounce={validationDebounceMs}
      >
        <Input autoComplete="organization" maxLength={120} />
      </Form.Item>
      <AccountFields fullNameLabel="Contact full name" />
      <Form.Item label="Work category" name="workCategoryId" rules={accountRules.workCategory}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          options={categoryOptions}
          loading={categoriesLoading}
          placeholder="Choose a work category"
        />
      </Form.Item>
      <Form.Item label="Services" name="serviceIds" rules={accountRules.services}>
        <Select
          mode="multiple"
          showSearch={{ searchValue: serviceSearch, onSearch: setServiceSearch, filterOption: false }}
          options={serviceOptions}
          notFoundContent={servicesEmptyText}
          placeholder="Choose the services you offer"
          onBlur={() => setServiceSearch('')}
        />
      </Form.Item>
      <Form.Item
        label="Location"
        name="location"
        rules={accountRules.location}
        extra={`The postcode area you work in; leads arrive from within ${company.leadRadiusKm} km.`}
      >
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          options={locationOptions}
          loading={locationsLoading}
          placeholder="Choose a postcode area"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" loading={isMutating}>
        Register business
      </Button>
    </Form>
  );
}

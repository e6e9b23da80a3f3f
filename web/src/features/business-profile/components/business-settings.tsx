import { App, Button, Form, Input, Select, Space, Spin, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { isApiError, isImpersonationRefused } from '@/shared/api/api-error';
import { useWorkCategories } from '@/shared/api/get-work-categories';
import { MobileInput } from '@/shared/components/mobile-input';
import { RatingSummary } from '@/shared/components/rating-summary';
import { company } from '@/shared/config/company';
import { businessProfileHref } from '@/shared/config/paths';
import { accountRules, maskMobile } from '@/shared/lib/account-form-rules';
import { toFormFieldErrors } from '@/shared/lib/form-field-errors';
import { searchDebounceMs } from '@/shared/lib/form-timing';
import { useDebouncedValue } from '@/shared/lib/use-debounced-value';
import { type BusinessProfile, useBusiness } from '../api/get-business';
import { type BusinessProfileRequest, useSaveBusiness } from '../api/save-business';
import { businessRules, businessToasts } from '../lib/business-form-rules';
import { BusinessLogo } from './business-logo';
import { VettingDocuments } from './vetting-documents';

type FormValues = Omit<BusinessProfileRequest, 'workCategories'> & { workCategories?: string | null };
const fields = [
  'name',
  'description',
  'mobile_number',
  'address',
  'website',
  'landline',
  'workCategories',
  'services',
] as const;

function toFormValues(business: BusinessProfile): FormValues {
  return {
    name: business.name,
    description: business.description ?? '',
    mobile_number: business.mobile_number ?? '',
    address: business.address ?? '',
    website: business.website ?? '',
    landline: business.landline ?? '',
    workCategories: business.workCategories ?? undefined,
    services: business.services.map((s) => s.id),
  };
}

/** Settings → Business (businesses only): the profile leads and the public page show. */
export function BusinessSettings() {
  const { data, isLoading, error } = useBusiness();
  if (isLoading) return <Spin aria-label="Loading business profile" />;
  if (error || !data) {
    return (
      <Typography.Paragraph>We could not load your business profile. Please try again later.</Typography.Paragraph>
    );
  }
  return (
    <>
      <BusinessProfileForm business={data.business} />
      <VettingDocuments />
    </>
  );
}

function BusinessProfileForm({ business }: { business: BusinessProfile }) {
  const { notification } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const [editing, setEditing] = useState(false);
  const save = useSaveBusiness();
  const { workCategories } = useWorkCategories();
  const categoryId = Form.useWatch('workCategories', form);
  const chosenIds = Form.useWatch('services', form) ?? business.services.map((s) => s.id);
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search, searchDebounceMs);

  const categoryServices = useMemo(
    () =>
      [...(workCategories.find((c) => c.id === categoryId)?.services ?? [])].sort((a, b) =>
        a.name.localeCompare(b.name),
      ),
    [workCategories, categoryId],
  );
  const serviceOptions = useMemo(() => {
    const needle = debouncedSearch.trim().toLowerCase();
    return categoryServices
      .filter((s) => needle === '' || s.name.toLowerCase().includes(needle))
      .map((s) => ({ value: s.id, label: s.name }));
  }, [categoryServices, debouncedSearch]);
  // Names of the chosen services: from the category, else as saved.
  const chosenNames = chosenIds.map(
    (id) => categoryServices.find((s) => s.id === id)?.name ?? business.services.find((s) => s.id === id)?.name ?? id,
  );

  const submit = async (values: FormValues) => {
    const input: BusinessProfileRequest = {
      name: values.name.trim(),
      description: values.description ?? '',
      mobile_number: values.mobile_number ?? '',
      address: values.address ?? '',
      website: values.website ?? '',
      landline: values.landline ?? '',
      workCategories: values.workCategories ?? null,
      services: values.services ?? [],
    };
    try {
      await save.trigger(input);
      notification.success({ title: businessToasts.saved });
      setEditing(false);
    } catch (error) {
      if (isApiError(error)) form.setFields(toFormFieldErrors(error.fieldErrors, fields));
      notification.error({
        title: businessToasts.saveFailed,
        description: isImpersonationRefused(error) ? error.message : undefined,
      });
    }
  };

  return (
    <div className="lp-settings-section">
      <Typography.Title level={3}>Business</Typography.Title>
      <Space align="start" size={16} wrap>
        <BusinessLogo business={business} editing={editing} />
        <div>
          <Typography.Title level={4} style={{ marginTop: 0, overflowWrap: 'anywhere' }}>
            {business.name}
          </Typography.Title>
          <RatingSummary rating={business.rating} reviewsCount={business.reviewsCount} />
          <div>
            <Link to={businessProfileHref(business.id)}>Public profile</Link>
          </div>
        </div>
      </Space>
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        disabled={!editing}
        initialValues={toFormValues(business)}
        onFinish={submit}
        onValuesChange={(changed: Partial<FormValues>) => {
          if ('workCategories' in changed) form.setFieldValue('services', []);
        }}
        aria-label="Business profile"
        style={{ marginTop: 16, maxWidth: 560 }}
      >
        <Form.Item label="Business name" name="name" rules={businessRules.name}>
          <Input maxLength={120} autoComplete="organization" />
        </Form.Item>
        <Form.Item label="Description" name="description" rules={businessRules.description}>
          <Input.TextArea rows={4} maxLength={2000} />
        </Form.Item>
        <Form.Item
          label="Mobile number"
          name="mobile_number"
          normalize={maskMobile}
          rules={accountRules.optionalMobile}
        >
          <MobileInput />
        </Form.Item>
        <Form.Item label="Address" name="address" rules={businessRules.address}>
          <Input maxLength={300} autoComplete="street-address" />
        </Form.Item>
        <Form.Item label="Website" name="website" rules={businessRules.website}>
          <Input inputMode="url" maxLength={300} />
        </Form.Item>
        <Form.Item label="Landline" name="landline" rules={businessRules.landline}>
          <Input type="tel" maxLength={20} />
        </Form.Item>
        <Form.Item label="Location" extra={`Leads arrive within a ${company.leadRadiusKm}km radius of this post code.`}>
          <Input value={business.location ?? ''} readOnly disabled aria-label="Location" />
        </Form.Item>
        <Form.Item label="Work category" name="workCategories">
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            options={workCategories.map((c) => ({ value: c.id, label: c.name }))}
            placeholder="Choose a work category"
            allowClear
          />
        </Form.Item>
        <Form.Item label="Services" name="services">
          <Select
            mode="multiple"
            showSearch={{ searchValue: search, onSearch: setSearch, filterOption: false }}
            options={serviceOptions}
            notFoundContent={categoryId ? 'No matching services' : 'First choose a work category'}
            placeholder="Choose the services you offer"
            onBlur={() => setSearch('')}
          />
        </Form.Item>
        <div className="lp-business-services">
          <Typography.Paragraph strong>Selected services</Typography.Paragraph>
          {chosenNames.length === 0 ? (
            <Typography.Text type="secondary">No services selected</Typography.Text>
          ) : (
            <Space wrap size={[4, 4]}>
              {chosenNames.map((name) => (
                <Tag key={name}>{name}</Tag>
              ))}
            </Space>
          )}
        </div>
      </Form>
      <Space style={{ marginTop: 16 }}>
        {editing ? (
          <>
            <Button
              onClick={() => {
                form.resetFields();
                setEditing(false);
              }}
            >
              Cancel
            </Button>
            <Button type="primary" loading={save.isMutating} onClick={() => form.submit()}>
              Save
            </Button>
          </>
        ) : (
          <Button type="primary" onClick={() => setEditing(true)}>
            Edit
          </Button>
        )}
      </Space>
    </div>
  );
}

import { Alert, Button, Collapse, Form, Input, InputNumber, Space, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { messageOf } from '@/shared/lib/form-field-errors';
import { deletePromoCode } from '../api/delete-promo-code';
import { type PromoCode, usePromoCodes } from '../api/get-promo-codes';
import { savePromoCode } from '../api/save-promo-code';
import { adminTexts } from '../lib/admin-texts';
import { useAdminAction } from '../lib/use-admin-action';
import { DeleteButton } from './delete-button';

interface PromoFields {
  name?: string;
  percentage?: number | null;
  description?: string;
}

export const PROMO_CODE_MAX = 10;

/** 'Manage Promo Codes': the Add/Update form and the expandable list (spec §2, §5). */
export function PromoCodes() {
  const { data, error, isLoading, mutate } = usePromoCodes();
  const run = useAdminAction();
  const [form] = Form.useForm<PromoFields>();
  const [editing, setEditing] = useState<PromoCode | null>(null);
  const reload = () => mutate();

  const reset = () => {
    setEditing(null);
    form.resetFields();
  };
  const save = async (values: PromoFields) => {
    const input = {
      name: (values.name ?? '').trim(),
      description: (values.description ?? '').trim(),
      percentage: Number(values.percentage),
      status: editing?.status ?? ('active' as const),
    };
    const saved = await run(() => savePromoCode(editing?.id ?? null, input), {
      success: editing ? 'Promo code updated' : 'Promo code added',
      reload,
    });
    if (saved) reset();
  };
  const edit = (code: PromoCode) => {
    setEditing(code);
    form.setFieldsValue({ name: code.name, percentage: code.percentage, description: code.description });
  };

  return (
    <section aria-labelledby="promo-codes-title">
      <Typography.Title level={3} id="promo-codes-title">
        {adminTexts.managePromoCodes}
      </Typography.Title>
      <Form
        form={form}
        name="promo-code"
        layout="vertical"
        onFinish={save}
        aria-label="Promo code"
        style={{ maxWidth: 480 }}
      >
        <Form.Item
          label="Code"
          name="name"
          rules={[
            { required: true, whitespace: true, message: 'Enter a code' },
            { max: PROMO_CODE_MAX, message: `A code has at most ${PROMO_CODE_MAX} characters` },
          ]}
        >
          <Input maxLength={PROMO_CODE_MAX} showCount autoComplete="off" />
        </Form.Item>
        <Form.Item
          label="Discount (%)"
          name="percentage"
          rules={[
            { required: true, message: 'Enter a discount' },
            { type: 'number', min: 1, max: 100, message: 'The discount is between 1 and 100' },
          ]}
        >
          <InputNumber min={1} max={100} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label="Description" name="description">
          <Input.TextArea autoSize={{ minRows: 1, maxRows: 5 }} maxLength={500} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {editing ? 'Update' : 'Add'}
          </Button>
          {editing ? <Button onClick={reset}>Cancel</Button> : null}
        </Space>
      </Form>
      <div style={{ marginTop: 24 }}>
        {error ? (
          <Alert type="error" showIcon role="alert" title={messageOf(error, 'Could not load the promo codes.')} />
        ) : isLoading || !data ? (
          <div role="status">
            <Spin size="small" /> Loading Promo Codes...
          </div>
        ) : data.length === 0 ? (
          <p>No Promo Codes Found</p>
        ) : (
          <Collapse
            items={data.map((code) => ({
              key: code.id,
              label: (
                <span>
                  {code.name} {code.percentage}%{' '}
                  {code.status === 'active' ? <Tag color="green">Active</Tag> : <Tag>Inactive</Tag>}
                </span>
              ),
              children: (
                <>
                  <p>{code.description || 'No description'}</p>
                  <Space wrap>
                    <Button size="small" onClick={() => edit(code)}>
                      Edit
                    </Button>
                    <DeleteButton
                      question="Are you sure you want to delete this promo code?"
                      onDelete={() => run(() => deletePromoCode(code.id), { success: 'Promo code deleted', reload })}
                    />
                    <Button
                      size="small"
                      onClick={() =>
                        run(
                          () => savePromoCode(code.id, { status: code.status === 'active' ? 'inactive' : 'active' }),
                          { reload },
                        )
                      }
                    >
                      {code.status === 'active' ? 'Deactivate' : 'Activate'}
                    </Button>
                  </Space>
                </>
              ),
            }))}
          />
        )}
      </div>
    </section>
  );
}

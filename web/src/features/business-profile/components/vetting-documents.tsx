import { UploadOutlined } from '@ant-design/icons';
import { documentProblem, documentTypes, isCompanyNumber, vettingMessages } from '@localpros/contracts/rules';
import { Alert, App, Button, Form, Input, List, Select, Space, Spin, Typography } from 'antd';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { messageOf } from '@/shared/lib/form-field-errors';
import { deleteDocument } from '../api/delete-document';
import { type DocumentKind, documentHref, useBusinessDocuments } from '../api/get-documents';
import { saveCompanyNumber } from '../api/save-company-number';
import { uploadDocument } from '../api/upload-document';

/** The file picker offers what the server takes (documentProblem checks the choice). */
const documentAccept = ['.pdf', '.jpg', '.jpeg', '.png', ...documentTypes].join(',');

const kinds: { value: DocumentKind; label: string }[] = [
  { value: 'insurance', label: 'Insurance' },
  { value: 'id', label: 'ID' },
  { value: 'qualification', label: 'Qualification' },
  { value: 'other', label: 'Other' },
];

/** Settings → Business: the company registration number and the documents admins vet. */
export function VettingDocuments() {
  return (
    <section aria-labelledby="vetting-title" className="lp-vetting">
      <Typography.Title level={3} id="vetting-title">
        Vetting
      </Typography.Title>
      <Typography.Paragraph>
        Only you and LocalPros admins can see these. Upload your insurance, ID and qualifications (PDF, JPG or PNG, up
        to 5 MB each).
      </Typography.Paragraph>
      <CompanyNumberForm />
      <DocumentsList />
    </section>
  );
}

function CompanyNumberForm() {
  const { notification } = App.useApp();
  const [form] = Form.useForm<{ companyNumber: string }>();
  const [saved, setSaved] = useState<string | null>(null);
  const { data } = useBusinessDocuments();
  const stored = data?.companyNumber ?? null;
  // The number on record fills the field once it has loaded (never over what the user is typing).
  useEffect(() => {
    if (stored && !form.isFieldTouched('companyNumber')) {
      form.setFieldValue('companyNumber', stored);
      setSaved(stored);
    }
  }, [stored, form]);
  const save = async ({ companyNumber }: { companyNumber?: string }) => {
    const value = (companyNumber ?? '').trim();
    try {
      const answer = await saveCompanyNumber(value === '' ? null : value);
      setSaved(answer.companyNumber);
      form.setFieldValue('companyNumber', answer.companyNumber ?? '');
      notification.success({ title: 'Company registration number saved' });
    } catch (error) {
      form.setFields([{ name: 'companyNumber', errors: [messageOf(error, vettingMessages.companyNumberInvalid)] }]);
    }
  };
  return (
    <Form form={form} layout="vertical" name="company-number" onFinish={save}>
      <Form.Item
        label="Company registration number"
        name="companyNumber"
        extra={
          saved
            ? `Saved: ${saved}`
            : 'Your Companies House number, e.g. 12345678 or SC123456. Sole traders can leave it empty.'
        }
        rules={[
          {
            validator: (_rule, value?: string) =>
              isCompanyNumber(value ?? '')
                ? Promise.resolve()
                : Promise.reject(new Error(vettingMessages.companyNumberInvalid)),
          },
        ]}
      >
        <Input maxLength={20} autoComplete="off" style={{ maxWidth: 240 }} />
      </Form.Item>
      <Button htmlType="submit">Save number</Button>
    </Form>
  );
}

function DocumentsList() {
  const { notification } = App.useApp();
  const { data, error, isLoading, mutate } = useBusinessDocuments();
  const [kind, setKind] = useState<DocumentKind>('insurance');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const local = documentProblem(file);
    setProblem(local);
    if (local) return;
    setBusy(true);
    try {
      await uploadDocument(kind, file);
      notification.success({ title: 'Document uploaded' });
      await mutate();
    } catch (failure) {
      setProblem(messageOf(failure, 'Error uploading the document, please try again later'));
    } finally {
      setBusy(false);
    }
  };
  const remove = async (documentId: string) => {
    try {
      await deleteDocument(documentId);
      await mutate();
    } catch (failure) {
      notification.error({ title: messageOf(failure, 'Could not delete the document') });
    }
  };

  return (
    <div style={{ marginTop: 16 }}>
      <Space wrap align="end">
        <div>
          <label htmlFor={`${id}-kind`} style={{ display: 'block', fontWeight: 600 }}>
            Document type
          </label>
          <Select id={`${id}-kind`} value={kind} onChange={setKind} options={kinds} style={{ minWidth: 160 }} />
        </div>
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept={documentAccept}
          onChange={upload}
          aria-label="Document file"
          hidden
        />
        <Button icon={<UploadOutlined aria-hidden />} loading={busy} onClick={() => input.current?.click()}>
          Upload document
        </Button>
      </Space>
      {problem ? <Alert type="error" showIcon role="alert" title={problem} style={{ marginTop: 12 }} /> : null}
      {error ? (
        <Alert type="error" showIcon role="alert" title={messageOf(error, 'Could not load your documents.')} />
      ) : isLoading || !data ? (
        <div role="status">
          <Spin size="small" /> Loading documents...
        </div>
      ) : data.documents.length === 0 ? (
        <p>No documents uploaded yet.</p>
      ) : (
        <List
          dataSource={data.documents}
          renderItem={(d) => (
            <List.Item
              actions={[
                <Button
                  key="delete"
                  size="small"
                  danger
                  onClick={() => remove(d.id)}
                  aria-label={`Delete ${d.fileName}`}
                >
                  Delete
                </Button>,
              ]}
            >
              <a href={documentHref(d.id)} target="_blank" rel="noopener noreferrer">
                {kinds.find((k) => k.value === d.kind)?.label}: {d.fileName}
              </a>
            </List.Item>
          )}
        />
      )}
    </div>
  );
}

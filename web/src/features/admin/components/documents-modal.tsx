import { Alert, List, Modal, Spin } from 'antd';
import { formatUkDate } from '@/shared/lib/dates';
import { messageOf } from '@/shared/lib/form-field-errors';
import { businessDocumentHref, useBusinessDocuments } from '../api/get-business-documents';
import type { AdminBusiness } from '../api/get-businesses';
import { adminTexts } from '../lib/admin-texts';

// The API types a document's kind as a plain string: an unknown one shows as it is.
const kindLabels: Record<string, string> = {
  insurance: 'Insurance',
  id: 'ID',
  qualification: 'Qualification',
  other: 'Other',
};

/** A business's vetting documents; each opens in a new tab. */
export function DocumentsModal({ business, onClose }: { business: AdminBusiness | null; onClose: () => void }) {
  const { data, error, isLoading } = useBusinessDocuments(business?.id ?? null);
  return (
    <Modal
      open={business !== null}
      title={business ? `Documents of ${business.businessName}` : 'Documents'}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      {error ? (
        <Alert type="error" showIcon role="alert" title={messageOf(error, 'Could not load the documents.')} />
      ) : isLoading || !data ? (
        <div role="status">
          <Spin size="small" /> Loading documents...
        </div>
      ) : data.documents.length === 0 ? (
        <p>{adminTexts.noDocuments}</p>
      ) : (
        <List
          dataSource={data.documents}
          renderItem={(document) => (
            <List.Item>
              <a href={businessDocumentHref(business?.id ?? '', document.id)} target="_blank" rel="noopener noreferrer">
                {kindLabels[document.kind] ?? document.kind}: {document.fileName}
              </a>{' '}
              <span>
                ({Math.ceil(document.size / 1024)} KB, {formatUkDate(document.uploadedAt)})
              </span>
            </List.Item>
          )}
        />
      )}
    </Modal>
  );
}

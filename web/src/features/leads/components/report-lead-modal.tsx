import { LEAD_REPORT_NOTE_MAX_LENGTH, type LeadReportReason, leadReportMessages } from '@localpros/contracts/rules';
import { App, Form, Input, Modal, Radio } from 'antd';
import { isApiError, unexpectedErrorMessage } from '@/shared/api/api-error';
import { messageOf, toFormFieldErrors } from '@/shared/lib/form-field-errors';
import { useReportLead } from '../api/lead-reports';
import { leadReasonOptions, leadReportSentText } from '../lib/lead-report-rules';

interface ReportFields {
  reason?: LeadReportReason;
  note?: string;
}

/**
 * "Report lead": why the lead is bad (one of five, as radio buttons) and an optional note. Sent, the
 * lead leaves the list and its place is given back; the outcome shows under "Your reported leads".
 */
export function ReportLeadModal({
  leadId,
  jobTitle,
  open,
  onClose,
}: {
  leadId: string;
  jobTitle: string;
  open: boolean;
  onClose: () => void;
}) {
  const { notification } = App.useApp();
  const [form] = Form.useForm<ReportFields>();
  const report = useReportLead();

  const submit = async (values: ReportFields) => {
    if (!values.reason) return;
    try {
      const sent = await report.trigger({ leadId, body: { reason: values.reason, note: (values.note ?? '').trim() } });
      notification.success({ title: sent.report ? leadReportSentText(sent.report) : 'Report sent to LocalPros' });
      form.resetFields();
      onClose();
    } catch (error) {
      if (isApiError(error)) form.setFields(toFormFieldErrors(error.fieldErrors, ['reason', 'note'] as const));
      notification.error({ title: messageOf(error, unexpectedErrorMessage) });
    }
  };

  return (
    <Modal
      open={open}
      title={`Report lead: ${jobTitle}`}
      okText="Send report"
      onOk={() => form.submit()}
      confirmLoading={report.isMutating}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>The lead leaves your Active leads and its place is given back. LocalPros checks the report.</p>
      <Form<ReportFields> form={form} layout="vertical" requiredMark={false} onFinish={submit} aria-label="Report lead">
        <Form.Item
          label="What is wrong with this lead?"
          name="reason"
          rules={[{ required: true, message: leadReportMessages.reasonRequired }]}
        >
          {/* One name: the arrow keys move between the reasons, as in any radio group. */}
          <Radio.Group name="lead-report-reason" options={leadReasonOptions} className="lp-lead-report__reasons" />
        </Form.Item>
        <Form.Item
          label="Anything else we should know (optional)"
          name="note"
          rules={[{ max: LEAD_REPORT_NOTE_MAX_LENGTH, message: leadReportMessages.noteTooLong }]}
        >
          <Input.TextArea rows={3} maxLength={LEAD_REPORT_NOTE_MAX_LENGTH} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}

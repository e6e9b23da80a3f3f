import { z } from 'zod';
import { LEAD_REPORT_NOTE_MAX_LENGTH, leadReportMessages, leadReportReasons } from '../rules/index.js';

/** A business's report of a bad lead (POST /lead/{id}/report): a reason from the list, a short note. */
export const leadReportInput = z.object({
  reason: z.enum(leadReportReasons, leadReportMessages.reasonRequired),
  note: z
    .string(leadReportMessages.noteTooLong)
    .trim()
    .max(LEAD_REPORT_NOTE_MAX_LENGTH, leadReportMessages.noteTooLong)
    .optional()
    .default(''),
});
export type LeadReportInput = z.input<typeof leadReportInput>;

import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { type ApiAnswer, type ApiBody, api, dataOf } from '@/shared/api/typed-client';
import { leadsKey } from './get-leads';

export type LeadReport = ApiAnswer<'/api/business/lead-reports', 'get'>['reports'][number];
export type LeadReportBody = ApiBody<'/api/lead/{id}/report', 'post'>;

export const leadReportsKey = '/business/lead-reports';

/** GET /api/business/lead-reports: the leads the business reported, newest first, with outcomes. */
export function useMyLeadReports() {
  return useSWR(leadReportsKey, () => dataOf(api.GET('/api/business/lead-reports')), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}

/** POST /api/lead/{id}/report, then reloads the reports and the leads (the reported one has left). */
export function useReportLead() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    leadReportsKey,
    async (_key: string, { arg }: { arg: { leadId: string; body: LeadReportBody } }) => {
      const answer = await dataOf(
        api.POST('/api/lead/{id}/report', { params: { path: { id: arg.leadId } }, body: arg.body }),
      );
      void mutate(leadsKey);
      return answer;
    },
    { populateCache: false, revalidate: true },
  );
}

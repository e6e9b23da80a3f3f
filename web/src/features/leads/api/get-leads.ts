import useSWR from 'swr';
import { apiGet } from '@/shared/api/api-client';

/** A business's own open lead, as GET /api/business/leads answers it. */
export interface Lead {
  id: string;
  is_interested: boolean;
  createdAt: string | null;
  /** Null when the job named this business outside the radius rule. */
  distanceKm: number | null;
  /** mobile_number is masked by the server until is_interested. */
  user: { name: string; mobile_number: string };
  job: { id: string; title: string; type: string; job_type: string };
  service: { name: string };
  location: string;
  target_job_done: string;
  targetCompletionDatetime: string | null;
  description: string;
}

export interface LeadsResponse {
  leads: Lead[];
}

export const leadsKey = '/business/leads';

export function getLeads(): Promise<LeadsResponse> {
  return apiGet<LeadsResponse>(leadsKey);
}

export function useLeads() {
  return useSWR(leadsKey, getLeads, { revalidateOnFocus: false, shouldRetryOnError: false });
}

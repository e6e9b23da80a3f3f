import type { matchingRpc } from '@localpros/contracts';
import { sql } from 'drizzle-orm';
import { customers, jobPlaces, leads, places } from '../schema.js';
import type { PlacesView } from './places.js';

export type LeadRow = typeof leads.$inferSelect;
/** What a lead card shows of its poster (matching's copy), or null when matching has none yet. */
export type PosterRow = Pick<typeof customers.$inferSelect, 'firstName' | 'lastName' | 'mobileNumber'>;

export function toLeadMessage(row: LeadRow, poster: PosterRow | null, placesView: PlacesView): matchingRpc.Lead {
  return {
    id: row.id,
    jobId: row.jobId,
    businessId: row.businessId,
    customerId: row.customerId,
    isInterested: row.isInterested,
    distanceKm: row.distanceKm ?? -1,
    createdAt: new Date(row.createdAt).toISOString(),
    status: row.status,
    dismissedReason: row.dismissedReason ?? '',
    jobTitle: row.jobTitle,
    jobDescription: row.jobDescription,
    jobKind: row.jobKind,
    jobType: row.jobType,
    serviceId: row.serviceId,
    serviceName: row.serviceName,
    location: row.location,
    targetJobDone: row.targetJobDone,
    specificDate: row.specificDate ?? '',
    customerKnown: poster !== null,
    customerFirstName: poster?.firstName ?? '',
    customerLastName: poster?.lastName ?? '',
    customerHasMobile: Boolean(poster?.mobileNumber),
    // The number leaves matching only once the business said it is interested.
    customerMobileNumber: row.isInterested ? (poster?.mobileNumber ?? '') : '',
    jobNumber: row.jobNumber ?? '',
    placesTaken: placesView.taken,
    placesCap: placesView.cap,
    hasPlace: placesView.hasPlace,
  };
}

/**
 * toLeadMessage in SQL, for the leads list: PostgreSQL builds each card as JSON with the Lead
 * message's field names, so this process parses one string instead of mapping every column of every
 * row. The two must agree; services/matching/test/lead-posters.test.ts compares them field by field.
 */
export const listCardJson = sql<matchingRpc.Lead>`json_build_object(
  'id', ${leads.id}, 'jobId', ${leads.jobId}, 'businessId', ${leads.businessId}, 'customerId', ${leads.customerId},
  'isInterested', ${leads.isInterested}, 'distanceKm', coalesce(${leads.distanceKm}, -1),
  'createdAt', to_char(${leads.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'status', ${leads.status}, 'dismissedReason', coalesce(${leads.dismissedReason}, ''),
  'jobTitle', ${leads.jobTitle}, 'jobDescription', ${leads.jobDescription}, 'jobKind', ${leads.jobKind},
  'jobType', ${leads.jobType}, 'serviceId', ${leads.serviceId}, 'serviceName', ${leads.serviceName},
  'location', ${leads.location}, 'targetJobDone', ${leads.targetJobDone},
  'specificDate', coalesce(${leads.specificDate}, ''),
  'customerKnown', ${customers.customerId} is not null,
  'customerFirstName', coalesce(${customers.firstName}, ''),
  'customerLastName', coalesce(${customers.lastName}, ''),
  'customerHasMobile', coalesce(${customers.mobileNumber}, '') <> '',
  'customerMobileNumber', case when ${leads.isInterested} then coalesce(${customers.mobileNumber}, '') else '' end,
  'jobNumber', coalesce(${leads.jobNumber}, ''),
  'placesTaken', coalesce(${jobPlaces.taken}, 0), 'placesCap', coalesce(${jobPlaces.cap}, 0),
  'hasPlace', ${places.leadId} is not null
)`;

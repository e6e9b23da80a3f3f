import type { matchingRpc } from '@localpros/contracts';
import { describe, expect, it } from 'vitest';
import { MASKED_MOBILE, toBusinessLead, unknownPosters } from '../src/views/lead-view.js';
import { shortName } from '../src/views/people-directory.js';

const lead = (overrides: Partial<matchingRpc.Lead> = {}): matchingRpc.Lead => ({
  id: '9a7d7c1e-4f59-4d7e-9a6b-2f1f0b6c1a01',
  jobId: '1c0e2b9a-8f3d-4c8e-b1a2-3d4e5f6a7b02',
  businessId: '2d1f3c0b-9e4e-4d9f-8c3b-4e5f6a7b8c03',
  customerId: '3e2a4d1c-0f5f-4e0a-9d4c-5f6a7b8c9d04',
  isInterested: false,
  distanceKm: 12.345,
  createdAt: '2026-11-22T10:00:00Z',
  status: 'open',
  dismissedReason: '',
  jobTitle: 'Clean a flat',
  jobDescription: 'Two bedrooms',
  jobKind: 'standard',
  jobType: 'residential',
  serviceId: '4f3b5e2d-1a6a-4f1b-8e5d-6a7b8c9d0e05',
  serviceName: 'Domestic cleaning',
  location: 'SW',
  targetJobDone: 'specificDate',
  specificDate: '2026-12-01',
  customerKnown: false,
  customerFirstName: '',
  customerLastName: '',
  customerHasMobile: false,
  customerMobileNumber: '',
  jobNumber: 'LP-000042',
  placesTaken: 1,
  placesCap: 5,
  hasPlace: false,
  ...overrides,
});
/** A lead whose poster matching knows (its copy of identity's UserContactChanged). */
const knownPoster = (overrides: Partial<matchingRpc.Lead> = {}) =>
  lead({
    customerKnown: true,
    customerFirstName: 'Chloe',
    customerLastName: 'carter',
    customerHasMobile: true,
    ...overrides,
  });
const contact = {
  userId: 'x',
  firstName: 'Chloe',
  lastName: 'carter',
  mobileNumber: '07700900002',
  avatar: '',
  businessName: '',
  logo: '',
};

describe('lead view', () => {
  it('names the poster by first name and last initial', () => {
    expect(shortName(contact)).toBe('Chloe C.');
    expect(shortName({ ...contact, lastName: '' })).toBe('Chloe');
    expect(shortName(undefined)).toBe('');
  });

  it('masks the number until the business is interested, and never sends its digits', () => {
    const masked = toBusinessLead(lead(), contact);
    expect(masked.user).toEqual({ name: 'Chloe C.', mobile_number: MASKED_MOBILE });
    expect(JSON.stringify(masked)).not.toContain('900002');
    expect(toBusinessLead(lead({ isInterested: true }), contact).user.mobile_number).toBe('07700900002');
    // A deleted poster has no number to mask or reveal.
    expect(toBusinessLead(lead(), { ...contact, mobileNumber: '' }).user.mobile_number).toBe('');
  });

  it("names the poster from matching's copy, and matching sends the number only after interest", () => {
    expect(toBusinessLead(knownPoster()).user).toEqual({ name: 'Chloe C.', mobile_number: MASKED_MOBILE });
    const interested = knownPoster({ isInterested: true, customerMobileNumber: '07700900002' });
    expect(toBusinessLead(interested).user).toEqual({ name: 'Chloe C.', mobile_number: '07700900002' });
    // A poster without a number (or deleted) shows none, masked or not.
    expect(toBusinessLead(knownPoster({ customerHasMobile: false })).user.mobile_number).toBe('');
    expect(unknownPosters([knownPoster(), lead()])).toEqual([lead().customerId]);
  });

  it('falls back to identity for a poster matching does not know yet', () => {
    expect(toBusinessLead(lead(), contact).user).toEqual({ name: 'Chloe C.', mobile_number: MASKED_MOBILE });
    expect(toBusinessLead(lead()).user).toEqual({ name: '', mobile_number: '' });
  });

  it('shapes the card as the API document says', () => {
    expect(toBusinessLead(lead(), contact)).toEqual({
      id: lead().id,
      is_interested: false,
      createdAt: '2026-11-22T10:00:00.000Z',
      distanceKm: 12.3,
      user: { name: 'Chloe C.', mobile_number: MASKED_MOBILE },
      job: {
        id: lead().jobId,
        jobNumber: 'LP-000042',
        title: 'Clean a flat',
        type: 'standard',
        job_type: 'residential',
      },
      service: { name: 'Domestic cleaning' },
      location: 'SW',
      target_job_done: 'specificDate',
      targetCompletionDatetime: '2026-12-01',
      description: 'Two bedrooms',
      responses: { taken: 1, cap: 5, hasPlace: false },
    });
    // No cap: the card says how many responded, and cap is null.
    expect(toBusinessLead(lead({ placesCap: 0, placesTaken: 7 }), contact).responses).toEqual({
      taken: 7,
      cap: null,
      hasPlace: false,
    });
    // A business the job named outside the radius has no meaningful distance.
    expect(toBusinessLead(lead({ distanceKm: -1, specificDate: '', createdAt: '' }), contact)).toMatchObject({
      createdAt: null,
      distanceKm: null,
      targetCompletionDatetime: null,
    });
  });
});

import { LEAD_RADIUS_KM } from '@localpros/contracts/rules';

/** Fixed company details shown in the shell. */
export const company = {
  name: 'LocalPros',
  phoneHref: 'tel:+442035141400',
  phoneDisplay: '020 3514 1400',
  supportHours: 'Monday - Friday 10am - 5pm GMT',
  blogUrl: 'https://blog.localpros.co.uk',
  facebookUrl: 'https://www.facebook.com/localpros',
  leadRadiusKm: LEAD_RADIUS_KM,
} as const;

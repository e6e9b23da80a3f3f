/** Settings → Business profile rules and messages: the web app, the BFF and identity. */
export const businessMessages = {
  nameRequired: 'Business name is required',
  nameTooLong: 'Business name must be at most 120 characters',
  descriptionTooLong: 'Description must be at most 2000 characters',
  addressTooLong: 'Address must be at most 300 characters',
  websiteInvalid: 'Enter a valid website address, e.g. https://example.co.uk',
  landlineInvalid: 'Landline may only contain digits and spaces',
  unknownCategory: 'Unknown work category',
  serviceOutsideCategory: 'This service is not in the chosen work category',
  businessNotFound: 'Business not found',
} as const;

export const BUSINESS_NAME_MAX = 120;
export const BUSINESS_DESCRIPTION_MAX = 2000;
export const BUSINESS_ADDRESS_MAX = 300;
export const WEBSITE_MAX = 300;
export const LANDLINE_MAX = 20;
export const landlinePattern = /^\d[\d ]*$/;

/**
 * A website as typed ("example.co.uk" or "https://example.co.uk/about") with its scheme, as stored;
 * null when it is not one. Only http(s): the public profile links to it.
 */
export function websiteWithScheme(typed: string): string | null {
  const value = typed.trim();
  if (value.length > WEBSITE_MAX) return null;
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(withScheme);
    const web = url.protocol === 'http:' || url.protocol === 'https:';
    return web && /\.[a-z]{2,}$/i.test(url.hostname) ? withScheme : null;
  } catch {
    return null;
  }
}

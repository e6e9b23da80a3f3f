import type { FormRule } from 'antd';

/*
 * Business profile rules, mirrored on the client. Source: packages/contracts/src/forms/business.ts
 * (businessMessages, businessProfileFields). Copied so the bundle does not pull in zod;
 * business-rules.test.ts fails when the messages drift apart.
 */
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

export const businessToasts = {
  saved: 'Business Profile details saved!',
  saveFailed: 'Error saving profile details, please try again later',
  uploadFailed: 'Error uploading image, please try again later',
} as const;

/** Spec §5: the business logo's limit, shown as an alert. */
export const logoLimitAlert = 'Your logo must be a JPG, PNG or HEIF image of at most 2MB.';

const websitePattern = /^(https?:\/\/)?[^\s/:]+\.[a-z]{2,}(?::\d+)?(\/\S*)?$/i;

export const businessRules: Record<'name' | 'description' | 'address' | 'website' | 'landline', FormRule[]> = {
  name: [
    { required: true, whitespace: true, message: businessMessages.nameRequired },
    { max: 120, message: businessMessages.nameTooLong },
  ],
  description: [{ max: 2000, message: businessMessages.descriptionTooLong }],
  address: [{ max: 300, message: businessMessages.addressTooLong }],
  website: [{ pattern: websitePattern, message: businessMessages.websiteInvalid }],
  landline: [
    { pattern: /^\d[\d ]*$/, message: businessMessages.landlineInvalid },
    { max: 20, message: businessMessages.landlineInvalid },
  ],
};

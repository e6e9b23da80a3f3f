import {
  BUSINESS_ADDRESS_MAX,
  BUSINESS_DESCRIPTION_MAX,
  BUSINESS_NAME_MAX,
  businessMessages,
  LANDLINE_MAX,
  landlinePattern,
  websiteWithScheme,
} from '@localpros/contracts/rules';
import type { FormRule } from 'antd';

export const businessToasts = {
  saved: 'Business Profile details saved!',
  saveFailed: 'Error saving profile details, please try again later',
  uploadFailed: 'Error uploading image, please try again later',
} as const;

/** Spec §5: the business logo's limit, shown as an alert. */
export const logoLimitAlert = 'Your logo must be a JPG, PNG or HEIF image of at most 2MB.';

/** The business profile form's antd rules, on the contracts' rules. */
export const businessRules: Record<'name' | 'description' | 'address' | 'website' | 'landline', FormRule[]> = {
  name: [
    { required: true, whitespace: true, message: businessMessages.nameRequired },
    { max: BUSINESS_NAME_MAX, message: businessMessages.nameTooLong },
  ],
  description: [{ max: BUSINESS_DESCRIPTION_MAX, message: businessMessages.descriptionTooLong }],
  address: [{ max: BUSINESS_ADDRESS_MAX, message: businessMessages.addressTooLong }],
  website: [
    {
      validator: (_rule, value: unknown) =>
        typeof value !== 'string' || value.trim() === '' || websiteWithScheme(value) !== null
          ? Promise.resolve()
          : Promise.reject(new Error(businessMessages.websiteInvalid)),
    },
  ],
  landline: [
    { pattern: landlinePattern, message: businessMessages.landlineInvalid },
    { max: LANDLINE_MAX, message: businessMessages.landlineInvalid },
  ],
};

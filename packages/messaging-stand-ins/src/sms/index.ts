export {
  type ReceivedSms,
  type VonageSmsFailure,
  vonageSmsStatus,
  vonageTestNumbers,
} from './vonage-sms-api.js';
export {
  type ForcedSmsFailure,
  startVonageSmsStandIn,
  type VonageSmsStandIn,
  type VonageSmsStandInOptions,
} from './vonage-sms-stand-in.js';

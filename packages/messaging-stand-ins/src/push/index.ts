export {
  type PushServiceStandIn,
  type PushSubscriptionJson,
  type ReceivedPush,
  type RefusedPush,
  startPushServiceStandIn,
} from './push-service-stand-in.js';

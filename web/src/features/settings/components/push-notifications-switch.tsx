import { App, Switch, Typography } from 'antd';
import { useEffect, useId, useState } from 'react';
import { messageOf } from '@/shared/lib/form-field-errors';
import { type PushState, pushState, turnPushOff, turnPushOn } from '../lib/web-push';

/** What the line under the switch says in each state. */
const explanations: Record<PushState, string> = {
  unsupported:
    'This browser cannot show push notifications. On an iPhone or iPad, add LocalPros to your Home Screen (Share, then Add to Home Screen) and open it from there.',
  denied:
    "Notifications are blocked for LocalPros in this browser. Allow them in the browser's site settings, then come back here.",
  off: 'Get new leads, quotes and job updates on this device as they happen, even when LocalPros is closed.',
  on: 'This device gets push notifications. Which ones follows the choices below.',
};

/** "Push notifications on this device": subscribes or unsubscribes this browser at once (no Save). */
export function PushNotificationsSwitch() {
  const { notification } = App.useApp();
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  const labelId = useId();
  const explanationId = useId();

  useEffect(() => {
    let current = true;
    void pushState().then((found) => {
      if (current) setState(found);
    });
    return () => {
      current = false;
    };
  }, []);

  const change = async (on: boolean) => {
    setBusy(true);
    try {
      setState(await (on ? turnPushOn() : turnPushOff()));
    } catch (error) {
      notification.error({
        title: on ? 'Push notifications could not be turned on' : 'Push notifications could not be turned off',
        description: messageOf(error, 'Something went wrong, please try again.'),
      });
      setState(await pushState());
    } finally {
      setBusy(false);
    }
  };

  return (
    <fieldset className="lp-fieldset">
      <legend>This device</legend>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, marginBottom: 4 }}>
        <Typography.Text id={labelId}>Push notifications on this device</Typography.Text>
        <Switch
          aria-labelledby={labelId}
          aria-describedby={explanationId}
          checked={state === 'on'}
          loading={busy || state === null}
          disabled={state === 'unsupported' || state === 'denied'}
          onChange={(on) => void change(on)}
        />
      </div>
      <Typography.Paragraph type="secondary" id={explanationId} aria-live="polite">
        {state ? explanations[state] : ''}
      </Typography.Paragraph>
    </fieldset>
  );
}

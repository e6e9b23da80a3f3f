import { App } from 'antd';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { verificationToasts, verifyAccount } from '@/shared/api/verify-account';
import { messageOf } from '@/shared/lib/form-field-errors';

/**
 * The e-mailed link `/?code=…&user_type=business` lands here: verify once, say how it went
 * (green or red toast) and take the code out of the address bar.
 */
export function VerificationLinkHandler() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { notification } = App.useApp();
  const handled = useRef(false);
  const code = searchParams.get('code');
  const userType = searchParams.get('user_type');

  useEffect(() => {
    if (handled.current || !code || !userType) return;
    handled.current = true;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('code');
        next.delete('user_type');
        return next;
      },
      { replace: true },
    );
    verifyAccount(code).then(
      () => notification.success({ title: verificationToasts.success }),
      (error: unknown) =>
        notification.error({
          title: `${verificationToasts.errorPrefix}${messageOf(error, 'this verification link did not work.')}`,
        }),
    );
  }, [code, userType, notification, setSearchParams]);

  return null;
}

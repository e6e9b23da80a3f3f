import { App } from 'antd';
import { useCallback } from 'react';
import { messageOf } from '@/shared/lib/form-field-errors';

/**
 * Runs an admin action: a green toast with the given text (or the server's message), a red one
 * with the server's message when it fails, then the list reloads. Never fails silently.
 */
export function useAdminAction() {
  const { notification } = App.useApp();
  return useCallback(
    async <T>(
      action: () => Promise<T>,
      options: { success?: string | ((answer: T) => string); reload?: () => unknown } = {},
    ) => {
      try {
        const answer = await action();
        const title = typeof options.success === 'function' ? options.success(answer) : options.success;
        if (title) notification.success({ title });
        await options.reload?.();
        return true;
      } catch (error) {
        notification.error({ title: messageOf(error, 'Something went wrong. Please try again later.') });
        return false;
      }
    },
    [notification],
  );
}

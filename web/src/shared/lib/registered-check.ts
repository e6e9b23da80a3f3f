import type { FormRule } from 'antd';

/**
 * An on-blur form rule asking the server whether a value is already registered. Answers are
 * remembered per value (the endpoints are rate-limited); a failed check lets the value through:
 * the registration call itself still refuses a duplicate with a 409.
 */
export function registeredRule(
  isRegistered: (value: string) => Promise<boolean>,
  isCandidate: (value: string) => boolean,
  message: string,
): FormRule {
  const answers = new Map<string, Promise<boolean>>();
  const ask = (value: string) => {
    let answer = answers.get(value);
    if (!answer) {
      answer = isRegistered(value);
      answers.set(value, answer);
      answer.catch(() => answers.delete(value));
    }
    return answer;
  };
  return {
    validateTrigger: 'onBlur',
    validator: async (_rule, raw: unknown) => {
      const value = typeof raw === 'string' ? raw.trim() : '';
      if (!isCandidate(value)) return;
      let registered = false;
      try {
        registered = await ask(value);
      } catch {
        return;
      }
      if (registered) throw new Error(message);
    },
  };
}

/**
 * Freezes `value` and everything it holds. A publisher that freezes its envelope this way hands
 * it to the in-process bus's subscribers as is (memory-bus.ts): nobody can change it under another.
 */
export function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  for (const inner of Object.values(value)) deepFreeze(inner);
  return Object.freeze(value);
}

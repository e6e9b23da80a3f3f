import { fireEvent, screen } from '@testing-library/react';

/** Types a value into the field with this label. */
export function fill(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** Leaves the field with this label (on-blur checks run). */
export function leave(label: string | RegExp) {
  fireEvent.blur(screen.getByLabelText(label));
}

/**
 * Clicks the button showing this text. Faster than getByRole on the big antd pages; the
 * role queries in the tests check the accessible names where they matter.
 */
export function click(text: string) {
  const button = screen.getByText(text, { selector: 'button, button *' }).closest('button');
  if (!button) throw new Error(`No button shows "${text}"`);
  fireEvent.click(button);
}

/**
 * Waits for each of these messages to show. antd checks a form's fields one by one, so the first
 * message on screen says nothing about the others yet.
 */
export async function expectMessages(...messages: string[]) {
  for (const message of messages) await screen.findByText(message);
}

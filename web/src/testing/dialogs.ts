import { fireEvent, screen, within } from '@testing-library/react';

/** Waits for the dialog with this title and returns queries within it. */
export async function dialogNamed(title: string) {
  return within(await screen.findByRole('dialog', { name: title }));
}

/** Answers the confirm dialog with this title by clicking one of its buttons. */
export async function answerDialog(title: string, button: string) {
  const dialog = await dialogNamed(title);
  fireEvent.click(dialog.getByRole('button', { name: button }));
  return dialog;
}

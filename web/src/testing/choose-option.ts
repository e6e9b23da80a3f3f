import { fireEvent, screen, waitFor } from '@testing-library/react';

/** Opens an antd select by its label and picks the option with this text. */
export async function chooseOption(label: string | RegExp, option: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll(`.ant-select-item-option[title="${option}"]`)].pop();
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  fireEvent.click(item);
}

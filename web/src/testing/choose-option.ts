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

/** Picks the option with this text in a native <select> found by its label, once the option is there. */
export async function selectOption(label: string | RegExp, option: string) {
  const select = screen.getByLabelText(label) as HTMLSelectElement;
  const item = await waitFor(() => {
    const found = [...select.options].find((o) => o.text === option);
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  fireEvent.change(select, { target: { value: item.value } });
}

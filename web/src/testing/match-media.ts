/** window.matchMedia as jsdom lacks it: every query answers `matches` (false: a phone, true: a desktop for antd's breakpoints). */
export const fakeMatchMedia = (matches: boolean) => (query: string) => ({
  matches,
  media: query,
  onchange: null,
  addListener: () => {},
  removeListener: () => {},
  addEventListener: () => {},
  removeEventListener: () => {},
  dispatchEvent: () => false,
});

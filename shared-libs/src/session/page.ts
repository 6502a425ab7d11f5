/**
 * Whole-page navigation (reload, hard redirect). One object so tests can observe it without
 * navigating the test window away.
 */
export const page = {
  reload(): void {
    window.location.reload();
  },
  assign(href: string): void {
    window.location.assign(href);
  },
};

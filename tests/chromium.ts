// Debian's Chromium as the browser tests and the storefront benchmarks start it: never a
// downloaded browser. Without the background-networking flags this machine's closed network
// refuses Chromium's own connections, many at a time.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

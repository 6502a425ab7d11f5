// After sign-in the user goes to ?returnUrl= or '/'. Only a same-origin path is accepted:
// '//evil.example' or 'https://evil.example' would turn the login page into an open redirect.
export function safeReturnUrl(search: string): string {
  const raw = new URLSearchParams(search).get('returnUrl');
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return '/';
  if (raw.startsWith('/user/login') || raw.startsWith('/user/admin')) return '/';
  return raw;
}

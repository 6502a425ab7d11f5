// Where the modules this process does not run are reached: MODULE_URLS=catalog=http://catalog:8080,…
// One list may be given to every process: a module that runs locally is served locally.
export type ModuleUrls = ReadonlyMap<string, string>;

export function parseModuleUrls(value: string | undefined): ModuleUrls {
  const urls = new Map<string, string>();
  for (const entry of (value ?? '').split(',')) {
    const item = entry.trim();
    if (!item) continue;
    const eq = item.indexOf('=');
    const name = item.slice(0, eq).trim();
    const url = item.slice(eq + 1).trim();
    if (eq <= 0 || !/^[a-z][a-z0-9-]*$/.test(name) || !URL.canParse(url))
      throw new Error(`MODULE_URLS: "${item}" is not <module>=<http(s) URL>`);
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
      throw new Error(`MODULE_URLS: ${name} must be an http(s) URL, not ${parsed.protocol}`);
    urls.set(name, parsed.origin + parsed.pathname.replace(/\/+$/, ''));
  }
  return urls;
}

// The data the host wrote into the page (contracts/page-boot.ts): the registry and, for a visitor
// not signed in, the session configuration. Read once at start; a page served without it (a dev
// server, an older host, an offline copy) simply starts with the two requests instead.
import { PAGE_BOOT_ELEMENT_ID, type PageBootData } from '@armatura/shared-libs/contracts';

export function readPageBoot(doc: Document = document): PageBootData {
  const text = doc.getElementById(PAGE_BOOT_ELEMENT_ID)?.textContent;
  if (!text) return {};
  try {
    const data = JSON.parse(text) as unknown;
    return data && typeof data === 'object' ? (data as PageBootData) : {};
  } catch (error) {
    console.error('[shell] the page start data is not JSON; reading it from the server', error);
    return {};
  }
}

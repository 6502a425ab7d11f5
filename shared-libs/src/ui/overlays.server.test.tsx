// Runs in vitest's default environment, Node, as the host's server render does.
// A page's server render and the browser's hydration must write the same markup whether or not
// either has loaded the kit's overlays part (./overlays.tsx): the host's process keeps it loaded
// once any page needed it, a visitor's browser has not loaded it yet.
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { Button, Dialog, DialogTrigger, Modal, UiProvider } from './index';
import { overlayParts } from './overlays';

async function html(): Promise<string> {
  const { prelude } = await prerender(
    <UiProvider>
      <DialogTrigger>
        <Button>Powiadom mnie o dostępności</Button>
        <Modal>
          <Dialog title="Powiadom o dostępności">formularz</Dialog>
        </Modal>
      </DialogTrigger>
    </UiProvider>,
  );
  return new Response(prelude).text();
}

describe('a closed dialog trigger on the server', () => {
  it('renders the same markup before and after the overlays part is loaded', async () => {
    expect(overlayParts.isLoaded()).toBe(false);
    const before = await html();
    await overlayParts.preload();
    expect(await html()).toBe(before);
    expect(before).toContain('aria-expanded="false"');
    expect(before).not.toContain('formularz');
  });
});

// A button that picks one raster image (the server checks the bytes; `accept` only filters the dialog).
import { useRef } from 'react';
import { Button } from '@armatura/shared-libs/ui';

const RASTER_TYPES = 'image/jpeg,image/png,image/webp,image/avif,image/gif';

export function ImagePicker({
  label,
  busy,
  onPick,
}: {
  label: string;
  busy?: boolean;
  onPick(file: File): Promise<void> | void;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={RASTER_TYPES}
        hidden
        aria-hidden="true"
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void onPick(file);
          event.target.value = '';
        }}
      />
      <Button variant="secondary" isPending={busy} onPress={() => input.current?.click()}>
        {label}
      </Button>
    </>
  );
}

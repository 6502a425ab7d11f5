/**
 * Toast notices: one list for the whole page. The shell renders it with <Toaster/> from
 * `@armatura/shared-libs/ui`; any app (and the HTTP client) adds to it with `notify()`.
 *
 * The store is kept on globalThis under a registered symbol: if a build ever bundles this
 * entry twice (not shared through Module Federation), both copies still feed one toaster.
 */
import { atom, type WritableAtom } from 'nanostores';

export type NoticeType = 'error' | 'warning' | 'success' | 'info';

export interface NoticeInput {
  type: NoticeType;
  title: string;
  message?: string;
  details?: string;
  /** Milliseconds until it closes by itself; 0 keeps it until closed. Default per type. */
  duration?: number;
}

export interface Notice extends NoticeInput {
  id: string;
  createdAt: number;
}

/** Errors stay longer: people need time to read what went wrong. */
export const DEFAULT_NOTICE_DURATION: Record<NoticeType, number> = {
  error: 8000,
  warning: 6000,
  success: 4000,
  info: 4000,
};
/** Older notices go first beyond this many, so a burst of errors cannot fill the screen. */
export const MAX_NOTICES = 5;

interface NoticeRuntime {
  store: WritableAtom<Notice[]>;
  timers: Map<string, ReturnType<typeof setTimeout>>;
  seq: number;
}

const KEY = Symbol.for('armatura.notices');
const holder = globalThis as unknown as Record<symbol, NoticeRuntime | undefined>;
const runtime: NoticeRuntime = (holder[KEY] ??= {
  store: atom<Notice[]>([]),
  timers: new Map(),
  seq: 0,
});

export const $notices: WritableAtom<Notice[]> = runtime.store;

export function notify(input: NoticeInput): string {
  runtime.seq += 1;
  const id = `notice-${runtime.seq}`;
  const notice: Notice = { ...input, id, createdAt: Date.now() };
  const list = [...$notices.get(), notice];
  for (const dropped of list.splice(0, Math.max(0, list.length - MAX_NOTICES)))
    clearTimer(dropped.id);
  $notices.set(list);
  const duration = input.duration ?? DEFAULT_NOTICE_DURATION[input.type];
  if (duration > 0)
    runtime.timers.set(
      id,
      setTimeout(() => dismissNotice(id), duration),
    );
  return id;
}

export function dismissNotice(id: string): void {
  clearTimer(id);
  const list = $notices.get();
  if (list.some((n) => n.id === id)) $notices.set(list.filter((n) => n.id !== id));
}

export function clearNotices(): void {
  for (const id of runtime.timers.keys()) clearTimer(id);
  $notices.set([]);
}

function clearTimer(id: string): void {
  const timer = runtime.timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  runtime.timers.delete(id);
}

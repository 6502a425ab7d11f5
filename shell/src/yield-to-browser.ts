// Start-up work in pieces: a task of the main thread that runs longer than 50 ms blocks the
// visitor's taps and counts as blocking time (issue 16), and the shell's start-up used to be one
// such task after its chunks arrived (evaluating them, then the session, the layout's hydration,
// the route table). Yielding between the steps lets the browser paint and answer input, and lets
// React's hydration (scheduled as a transition) run in between.

type Scheduler = { yield?: () => Promise<void> };

/** Resolves in a new task: `scheduler.yield()` where the browser has it, a timer elsewhere. */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

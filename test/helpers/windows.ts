// Rate limits count in fixed windows (docs/design/rate-limits.md): a test that fills a window must not straddle two.

/** Waits, if needed, until the current window of `windowSeconds` has at least `marginSeconds` left. */
export async function clearOfWindowEdge(windowSeconds = 60, marginSeconds = 10): Promise<void> {
  const now = Date.now() / 1000;
  const left = windowSeconds - (now % windowSeconds);
  if (left < marginSeconds) await new Promise((resolve) => setTimeout(resolve, (left + 0.05) * 1000));
}

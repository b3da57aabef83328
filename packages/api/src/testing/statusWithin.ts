/**
 * The status of a request whose whole answer, head and body, came within `ms`; 0 when it did
 * not or the connection failed. A request that never ends then fails a test's status check
 * instead of hanging it, and a body cut off by the deadline is no error of its own.
 */
export async function statusWithin(url: string, init: RequestInit, ms: number): Promise<number> {
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(ms) });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}

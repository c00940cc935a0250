/**
 * How long the service worker waits for the network before it gives what it kept: a clinic's front desk with poor
 * signal should not wait for the browser's own time-out.
 */
export const NETWORK_TIMEOUT_MS = 6_000;

/** Answers that mean the gateway cannot be reached (nginx's, in front of it): the kept copy is worth more. */
const GATEWAY_UNREACHABLE = new Set([502, 503, 504]);

class NoAnswerInTime extends Error {}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new NoAnswerInTime()), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * The network's answer; the kept one when the network fails, does not answer within `timeoutMs`, or answers that
 * the gateway cannot be reached. With nothing kept: the network's answer or failure, however long it takes.
 */
export async function networkFirst(
  request: Request,
  kept: () => Promise<Response | undefined>,
  { fetchImpl = fetch, timeoutMs = NETWORK_TIMEOUT_MS }: { fetchImpl?: typeof fetch; timeoutMs?: number } = {},
): Promise<Response> {
  const network = fetchImpl(request);
  // Handled below, or given up for the kept answer.
  network.catch(() => undefined);
  try {
    const response = await within(network, timeoutMs);
    if (!GATEWAY_UNREACHABLE.has(response.status)) return response;
    return (await kept()) ?? response;
  } catch {
    return (await kept()) ?? network;
  }
}

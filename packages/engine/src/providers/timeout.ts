import { ProviderTimeoutError } from '../errors.ts';

/** Rejects with ProviderTimeoutError when `work` takes longer than `ms`. */
export async function withTimeout<T>(work: Promise<T>, ms: number, service: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ProviderTimeoutError(service, ms)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

import { apiEndpoints as endpoints } from '@yardstick/core/endpoints';
import { api } from '../../http/client.ts';
import { useAsyncData } from '../../hooks/useAsyncData.ts';

/**
 * Whether the server runs the live demo. True while the answer is on its way: the analyzer
 * is shown meanwhile (it asks for the demo addresses at once; its preset analysis waits 5 s).
 */
export function useDemoLive(): boolean {
  const status = useAsyncData(() => api.call(endpoints.demo));
  return status.loading || status.data?.live === true;
}

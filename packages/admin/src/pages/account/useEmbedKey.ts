import { apiEndpoints as endpoints } from '@yardstick/core/endpoints';
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../http/client.ts';
import { errorToast, useToast } from '../../ui/toastContext.ts';

function requestKey(refresh: boolean) {
  return api.call(endpoints.generateApiKey, {
    // No body returns the current key; { refresh: true } replaces it (SPEC §4.7).
    ...(refresh ? { body: { refresh: true } } : {}),
  });
}

/** The owner's embed key: generated when the card opens, refreshable (the old key then stops working). */
export function useEmbedKey() {
  const toast = useToast();
  const [apiKey, setApiKey] = useState<string | null>(null);
  const [refreshing, setRefreshing] = useState(false);

  useEffect(() => {
    let active = true;
    requestKey(false).then(
      (answer) => {
        if (active) setApiKey(answer.apiKey);
      },
      (error: unknown) => {
        console.error('Failed to generate embed link', error);
        if (active) toast(errorToast('Failed to generate embed link'));
      },
    );
    return () => {
      active = false;
    };
  }, [toast]);

  const refresh = useCallback(async () => {
    setRefreshing(true);
    try {
      const answer = await requestKey(true);
      setApiKey(answer.apiKey);
      toast({
        title: 'Embed link refreshed',
        description: 'Your old embed link no longer works. Update your website with the new code.',
      });
    } catch (error) {
      console.error('Failed to refresh embed link', error);
      toast(errorToast('Failed to refresh embed link'));
    } finally {
      setRefreshing(false);
    }
  }, [toast]);

  return { apiKey, refreshing, refresh };
}

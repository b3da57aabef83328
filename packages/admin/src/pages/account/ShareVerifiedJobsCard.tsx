import { toastFailure } from '../../forms/toastFailure.ts';
import { useSubmit } from '../../forms/useSubmit.ts';
import { useAsyncData } from '../../hooks/useAsyncData.ts';
import { Card, CardHeader } from '../../ui/Card.tsx';
import { CheckboxField } from '../../ui/Field.tsx';
import { Loading } from '../../ui/Spinner.tsx';
import { useToast } from '../../ui/toastContext.ts';
import { fetchAccuracySettings, updateAccuracySettings } from '../accuracy/accuracyApi.ts';

/**
 * Whether the owner's verified jobs (imagery, lot and verified lawn, no customer details) may
 * be used to test Yardstick's measurements. Off until the owner turns it on.
 */
export function ShareVerifiedJobsCard() {
  const toast = useToast();
  const loaded = useAsyncData(fetchAccuracySettings);
  const toggle = useSubmit(
    async (shareVerifiedJobs: boolean) => {
      const settings = await updateAccuracySettings({ shareVerifiedJobs });
      loaded.setData(() => settings);
      toast({
        title: 'Saved',
        description: shareVerifiedJobs
          ? 'Your verified jobs will help test our measurements.'
          : 'Your verified jobs are no longer shared.',
      });
    },
    {
      failed: toastFailure(toast, 'Failed to save the sharing setting'),
    },
  );

  return (
    <Card aria-labelledby="share-verified-title">
      <CardHeader
        titleId="share-verified-title"
        title="Share Verified Jobs"
        description="Let Yardstick test its measurements on your verified jobs: the aerial imagery, the lot and the lawn your crew verified. No customer names, addresses or prices are shared."
      />
      {loaded.loading && !loaded.data && <Loading label="Loading sharing setting" />}
      {loaded.error !== undefined && !loaded.data && (
        <p className="muted">The sharing setting could not be loaded.</p>
      )}
      {loaded.data && (
        <CheckboxField
          label="Share my verified jobs to improve measurements"
          checked={loaded.data.shareVerifiedJobs}
          disabled={toggle.pending}
          onChange={(event) => toggle.run(event.target.checked)}
        />
      )}
    </Card>
  );
}

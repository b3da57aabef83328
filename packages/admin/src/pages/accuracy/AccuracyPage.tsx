import { errorMessage } from '@yardstick/core/client';
import { CORRECTION_MIN_JOBS } from '@yardstick/core/verifiedAccuracy';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';
import { useAsyncData } from '../../hooks/useAsyncData.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { Card, CardHeader } from '../../ui/Card.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { Loading } from '../../ui/Spinner.tsx';
import { AccuracyCharts } from './AccuracyCharts.tsx';
import { fetchAccuracy } from './accuracyApi.ts';
import { GroupTable, JobsTable, formatSignedError, percentOrDash } from './AccuracyTables.tsx';
import { CorrectionCard } from './CorrectionCard.tsx';
import './accuracy.css';

/**
 * How accurate the instant measurements have been on this owner's own jobs, against the areas
 * their crews verified on site; the correction it suggests; whether the confidence holds.
 */
export function AccuracyPage() {
  useDocumentTitle('Accuracy');
  const loaded = useAsyncData(fetchAccuracy);
  const report = loaded.data;
  return (
    <div className="page accuracy-page">
      <PageHeader
        title="Accuracy"
        subtitle="Your instant measurements against the lawns your crews verified on site."
      />
      {loaded.loading && !report && <Loading label="Loading accuracy" />}
      {loaded.error !== undefined && !report && (
        <Notice tone="danger" role="alert">
          {errorMessage(loaded.error, 'The accuracy figures could not be loaded.')}
        </Notice>
      )}
      {report && report.overall.count === 0 && (
        <Card>
          <EmptyState
            title="No verified jobs yet"
            description="On an accepted quote, record the area your crew found on site. Each verified job adds to these figures."
            action={<ButtonLink to="/accepted-quotes">Go to Accepted Quotes</ButtonLink>}
          />
        </Card>
      )}
      {report && report.overall.count > 0 && (
        <div className="stack">
          <Card aria-labelledby="accuracy-claim-title">
            <CardHeader titleId="accuracy-claim-title" title="What You Can Tell Customers" />
            <p className="accuracy-claim" data-testid="accuracy-claim">
              {report.claim?.sentence}
            </p>
            <dl className="accuracy-figures">
              <div>
                <dt>Verified jobs</dt>
                <dd data-testid="figure-count">{report.overall.count}</dd>
              </div>
              <div>
                <dt>Median error</dt>
                <dd data-testid="figure-median">
                  {percentOrDash(report.overall.medianErrorPercent)}
                </dd>
              </div>
              <div>
                <dt>90th percentile</dt>
                <dd data-testid="figure-p90">{percentOrDash(report.overall.p90ErrorPercent)}</dd>
              </div>
              <div>
                <dt>Bias</dt>
                <dd data-testid="figure-bias">{formatSignedError(report.overall.biasPercent)}</dd>
              </div>
            </dl>
            <p className="small muted">
              Error is the measurement against the verified area. A positive bias means we measure
              high, a negative one low.
            </p>
          </Card>
          <Card aria-labelledby="accuracy-charts-title">
            <CardHeader titleId="accuracy-charts-title" title="Charts" />
            <AccuracyCharts report={report} />
          </Card>
          <Card aria-labelledby="accuracy-confidence-title">
            <CardHeader
              titleId="accuracy-confidence-title"
              title="Does the Confidence Hold?"
              description="Each quote carries a confidence. Low-confidence quotes should be the less accurate ones."
            />
            <p data-testid="confidence-check">{report.confidenceCheck.sentence}</p>
            <GroupTable label="Error by confidence band" groups={report.byConfidence} />
          </Card>
          <Card aria-labelledby="accuracy-sources-title">
            <CardHeader titleId="accuracy-sources-title" title="By Imagery Source" />
            <GroupTable label="Error by imagery source" groups={report.byImagerySource} />
          </Card>
          <Card aria-labelledby="accuracy-jobs-title">
            <CardHeader titleId="accuracy-jobs-title" title="Verified Jobs" />
            <JobsTable points={report.points} />
          </Card>
        </div>
      )}
      {report && (
        <CorrectionCard
          report={report}
          minJobs={CORRECTION_MIN_JOBS}
          onChanged={() => void loaded.reload()}
        />
      )}
    </div>
  );
}

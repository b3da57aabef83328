import { useCallback, useState } from 'react';
import type { PropertyAnalysisResult } from '@yardstick/core/schemas/analysis';
import { Estimator } from '@yardstick/widget';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';
import { useSession } from '../../session/sessionContext.ts';
import { NotOfferedNotice } from './NotOfferedNotice.tsx';

/**
 * SPEC §2.7 at /analyze: the estimator with the owner's session; the header names the company.
 * Above it, the prices the last analysis could not offer on the lot, and why.
 */
export function AnalyzePage() {
  useDocumentTitle('Property Analyzer');
  const { user, refreshUsage } = useSession();
  const [lastResult, setLastResult] = useState<PropertyAnalysisResult | null>(null);
  // Each analysis counts as an estimate: keep the header's trial count current.
  const onAnalysisComplete = useCallback(
    (result: PropertyAnalysisResult) => {
      setLastResult(result);
      void refreshUsage();
    },
    [refreshUsage],
  );
  return (
    <>
      <h1 className="visually-hidden">Property Analyzer</h1>
      {lastResult && <NotOfferedNotice result={lastResult} />}
      <Estimator
        showHeader
        companyName={user?.companyName}
        onAnalysisComplete={onAnalysisComplete}
      />
    </>
  );
}

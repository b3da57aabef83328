import { useCallback } from 'react';
import { Estimator } from '@yardstick/widget';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';
import { useSession } from '../../session/sessionContext.ts';

/** SPEC §2.7 at /analyze: the estimator with the owner's session; the header names the company. */
export function AnalyzePage() {
  useDocumentTitle('Property Analyzer');
  const { user, refreshUsage } = useSession();
  // Each analysis counts as an estimate: keep the header's trial count current.
  const onAnalysisComplete = useCallback(() => void refreshUsage(), [refreshUsage]);
  return (
    <>
      <h1 className="visually-hidden">Property Analyzer</h1>
      <Estimator
        showHeader
        companyName={user?.companyName}
        onAnalysisComplete={onAnalysisComplete}
      />
    </>
  );
}

import { useAtom, useSetAtom } from 'jotai';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { borrowerQueue, fastPath, nextBorrower, skipBorrower } from '../../../shared/flow/fast-path';
import { isUnauthorized } from '../../api/api-error';
import { Button } from '../../components/Button';
import { FormSurface } from '../../components/FormSurface';
import { PageHeading } from '../../components/PageHeading';
import { Spinner } from '../../components/Spinner';
import { useFastPathBorrowers } from '../../engine/fast-path/useFastPathBorrowers';
import { oopsPath } from '../../routing/paths';
import { applicationIdAtom, fastPathStepAtom, fastPathStepsAtom, selectedIdAtom, skippedIdsAtom } from '../../state/session-atoms';
import { Buttons } from './Buttons';
import { fastPathPagesMessages } from '../../generated/messages/fast-path-pages';
import { useMessages } from '../../i18n/use-messages';

/**
 * Review Next Borrower: whether to verify the next borrower of the queue now. Yes, Review selects them and opens
 * their First Things First; No, Skip For Now skips them and goes to the dashboard. With nobody pending, the dashboard.
 */
export function ReviewNextBorrowerPage() {
  const t = useMessages(fastPathPagesMessages);
  const { borrowers, selectedId, ready, error } = useFastPathBorrowers();
  const [skippedIds, setSkippedIds] = useAtom(skippedIdsAtom);
  const setSelectedId = useSetAtom(selectedIdAtom);
  const setApplicationId = useSetAtom(applicationIdAtom);
  const setSteps = useSetAtom(fastPathStepsAtom);
  const setStep = useSetAtom(fastPathStepAtom);
  const navigate = useNavigate();
  // Once a choice is made the queue changes (the next borrower becomes the selected one): render nothing meanwhile.
  const [leaving, setLeaving] = useState(false);

  if (leaving) return null;
  if (error) return isUnauthorized(error) ? null : <Navigate to={oopsPath} replace />;
  if (!ready) return <Spinner label={t('loading')} />;
  const next = nextBorrower(borrowerQueue(borrowers, selectedId, skippedIds ?? []), selectedId);
  if (!next) return <Navigate to={fastPath.dashboard} replace />;
  const name = `${next.firstName} ${next.lastName}`;

  const review = () => {
    setLeaving(true);
    setSelectedId(next.borrowerId);
    setApplicationId(next.applicationId);
    setSteps(null);
    setStep(null);
    void navigate(fastPath.route);
  };
  const skip = () => {
    setLeaving(true);
    setSkippedIds(skipBorrower(skippedIds ?? [], next.borrowerId));
    void navigate(fastPath.dashboard);
  };

  return (
    <FormSurface inset>
      <PageHeading>{t('reviewNextTitle')}</PageHeading>
      <p>{t('reviewNextQuestion', { name })}</p>
      <p>{t('reviewNextNote')}</p>
      <Buttons>
        <Button type="button" $variant="secondary" onClick={skip}>
          {t('reviewNextNo')}
        </Button>
        <Button type="button" onClick={review}>
          {t('reviewNextYes')}
        </Button>
      </Buttons>
    </FormSurface>
  );
}

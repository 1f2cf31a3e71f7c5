import { useAtomValue } from 'jotai';
import { Navigate } from 'react-router-dom';
import type { LinkId } from '../../../shared/api';
import type { BorrowerDashboardDataResponse as BorrowerDashboardData, OfferStatusResponse } from '../../../shared/api/generated/types';
import { isUnauthorized } from '../../api/api-error';
import { useDashboardData, usePolledOfferStatus } from '../../api/hooks/useDashboard';
import { PageHeading } from '../../components/PageHeading';
import { Spinner } from '../../components/Spinner';
import { useWindowFocused } from '../../components/useWindowFocused';
import { noOfferDetailsPath, oopsPath } from '../../routing/paths';
import { loggedIdAtom, offerIdAtom, userIdAtom, userVerifiedAtom } from '../../state/session-atoms';
import { BorrowerList } from './BorrowerList';
import { LoanInformation } from './LoanInformation';
import { SubmitSection } from './SubmitSection';
import { WelcomeBack } from './WelcomeBack';
import {
  isSubmittedStatus,
  loggedInBorrowerId,
  showsWelcomeBack,
  withLatestStatuses,
} from './logic/dashboard-rules';
import { offerStatusRefetchInterval } from './logic/polling';
import { borrowerDashboardMessages } from '../../generated/messages/borrower-dashboard';
import { useMessages } from '../../i18n/use-messages';
import { useOpenApplication } from './useOpenApplication';
import { useOpenSection } from './useOpenSection';

interface ViewProps {
  offerId: LinkId;
  data: BorrowerDashboardData;
  status: OfferStatusResponse | undefined;
  loggedId: number | null;
}

function DashboardView({ offerId, data, status, loggedId }: ViewProps) {
  const t = useMessages(borrowerDashboardMessages);
  const { open, busyApplicationId } = useOpenApplication(offerId);
  const openSection = useOpenSection();
  const borrowers = withLatestStatuses(data.borrowerDashboardDto, status?.borrowerInfo);
  const submitted = isSubmittedStatus(status?.offerStatusID ?? data.offerStatusID);
  return (
    <>
      <PageHeading>{t('title')}</PageHeading>
      <LoanInformation loan={status?.loanInformationDto ?? data.loanInformationDto} />
      <BorrowerList
        borrowers={borrowers}
        busyApplicationId={busyApplicationId}
        gmiAndDeclarationsFlag={data.gmiAndDeclarationsFlag}
        onOpen={(b) => void open(b)}
        onReview={openSection}
      />
      <SubmitSection offerId={offerId} borrowers={borrowers} submitted={submitted} />
      {showsWelcomeBack(status) && <WelcomeBack borrowerId={loggedInBorrowerId(status?.borrowerInfo ?? [], loggedId)} />}
    </>
  );
}

/**
 * /borrower-dashboard (guarded): loan information, borrowers and Submit. The offer status is polled
 * every 60 s while the window has focus; a failure of either call goes to /oops (a 401 has its own handling).
 */
export function BorrowerDashboardPage() {
  const t = useMessages(borrowerDashboardMessages);
  const offerId = useAtomValue(offerIdAtom);
  const userId = useAtomValue(userIdAtom);
  const loggedId = useAtomValue(loggedIdAtom);
  const verified = useAtomValue(userVerifiedAtom) === true;
  const focused = useWindowFocused();
  const dashboard = useDashboardData(offerId, userId, verified);
  const status = usePolledOfferStatus(offerId, verified, offerStatusRefetchInterval(focused));

  const failure = dashboard.error ?? status.error;
  if (offerId == null) return <Navigate to={noOfferDetailsPath} replace />;
  if (failure) return isUnauthorized(failure) ? null : <Navigate to={oopsPath} replace />;
  if (!dashboard.data) return <Spinner label={t('loading')} />;
  return <DashboardView offerId={offerId} data={dashboard.data} status={status.data} loggedId={loggedId} />;
}

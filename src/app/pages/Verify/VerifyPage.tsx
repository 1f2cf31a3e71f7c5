import { useAtomValue } from 'jotai';
import { Suspense } from 'react';
import { Navigate } from 'react-router-dom';
import { Spinner } from '../../components/Spinner';
import { offerIdAtom, userIdAtom } from '../../state/session-atoms';
import { VerifyForm } from './VerifyForm';
import { verifyTexts as texts } from './texts';

/** /verify: identity check with the last six SSN/ITIN digits and the date of birth. */
export function VerifyPage() {
  const offerId = useAtomValue(offerIdAtom);
  const userId = useAtomValue(userIdAtom);
  if (offerId == null || userId == null) return <Navigate to="/no-offer-details" replace />;
  return (
    <Suspense fallback={<Spinner label={texts.loadingForm} />}>
      <VerifyForm offerId={offerId} userId={userId} />
    </Suspense>
  );
}

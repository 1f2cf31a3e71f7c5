import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { LinkId } from '../../../shared/api';
import { isApiError, isUnauthorized } from '../../api/api-error';
import { useVerifyContact } from '../../api/hooks/useVerifyContact';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { ErrorBanner } from '../../components/ErrorBanner';
import { FormSurface } from '../../components/FormSurface';
import { useFocusHeading } from '../../components/useFocusHeading';
import { FormScreen, useScreen, type FormData } from '../../engine';
import { accountLockedPath } from '../../routing/logic/access-redirect';
import { routeAfterVerify } from '../../routing/paths';
import { sessionNoticeAtom } from '../../state/notice-atoms';
import { markLockedAtom, storeVerifiedSessionAtom } from '../../state/session-atoms';
import { verifyBody } from './logic/verify-body';
import { refusedVerifyRoute, verifyOutcome } from './logic/verify-outcome';
import { supportPhone } from '../../config/contact';
import { verifyMessages } from '../../generated/messages/verify';
import { useMessages } from '../../i18n/use-messages';
import { useAccessAfterVerify } from './useAccessAfterVerify';

const emptyForm: FormData = {};

const Note = styled.p`
  flex-basis: 100%;
  margin: 0;
`;

interface VerifyFormProps {
  offerId: LinkId;
  userId: LinkId;
  /** The offer's loan number (GetOffer), for the loan-access check; null when the offer did not load. */
  loanNumber: string | null;
  /** The offer's loan record id (GetOffer), kept as the session's `recId`. */
  loanRecordId: number | null;
}

export function VerifyForm({ offerId, userId, loanNumber, loanRecordId }: VerifyFormProps) {
  const t = useMessages(verifyMessages);
  const screen = useScreen('identity/verify');
  const verify = useVerifyContact();
  const accessAfterVerify = useAccessAfterVerify();
  const [checkingAccess, setCheckingAccess] = useState(false);
  const storeSession = useSetAtom(storeVerifiedSessionAtom);
  const markLocked = useSetAtom(markLockedAtom);
  const setNotice = useSetAtom(sessionNoticeAtom);
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  // A new key remounts the form: "verified false clears the form".
  const [formKey, setFormKey] = useState(0);
  const [bannerKey, setBannerKey] = useState<number | null>(null);
  useFocusHeading(true);
  const busy = verify.isPending || checkingAccess;

  const checkAccess = async (borrowerId: number | null) => {
    setCheckingAccess(true);
    try {
      return await accessAfterVerify({ borrowerId, offerId, loanNumber });
    } finally {
      setCheckingAccess(false);
    }
  };

  const onSubmit = async (formData: FormData) => {
    setFailed(false);
    setBannerKey(null);
    try {
      const response = await verify.mutateAsync(verifyBody(screen, formData, { offerId, userId, loanNumber }));
      const outcome = verifyOutcome(response);
      const blocked = outcome === 'verified' ? await checkAccess(response.borrowerId ?? null) : null;
      if (outcome === 'locked' || blocked === accountLockedPath) {
        markLocked();
        void navigate(accountLockedPath);
      } else if (blocked) {
        void navigate(blocked);
      } else if (outcome === 'verified') {
        storeSession({
          csrfToken: response.csrfToken ?? null,
          borrowerId: response.borrowerId ?? null,
          applicationId: response.applicationId ?? null,
          loanId: response.loanId ?? null,
          recId: loanRecordId,
        });
        setNotice(null);
        void navigate(
          routeAfterVerify({ applicationStatusId: response.applicationStatusId, priorLoanReviewStatus: response.priorLoanReviewStatus }),
        );
      } else {
        setFailed(true);
        setFormKey((key) => key + 1);
      }
    } catch (error) {
      const route = isApiError(error) ? refusedVerifyRoute(error.code) : null;
      if (route) void navigate(route);
      else if (!isUnauthorized(error)) setBannerKey(Date.now());
    }
  };

  return (
    <FormSurface>
      {failed && <Alert title={t('loanNotFoundTitle')}>{t('loanNotFoundText', { phone: supportPhone.display })}</Alert>}
      <FormScreen
        key={formKey}
        screen={screen}
        formData={emptyForm}
        onSubmit={onSubmit}
        busy={busy}
        actions={
          <>
            <Button type="submit" disabled={busy}>
              {busy ? t('verifying') : t('verify')}
            </Button>
            <Note>{t('duration')}</Note>
          </>
        }
      />
      {bannerKey !== null && <ErrorBanner key={bannerKey} onHide={() => setBannerKey(null)} />}
    </FormSurface>
  );
}

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
import { FormScreen, useScreen, verifyFormToPayload, type FormData } from '../../runtime';
import { routeAfterVerify } from '../../routing/paths';
import { sessionNoticeAtom } from '../../state/notice-atoms';
import { markLockedAtom, storeVerifiedSessionAtom } from '../../state/session-atoms';
import { refusedVerifyRoute, verifyOutcome } from './logic/verify-outcome';
import { verifyTexts as texts } from './texts';

const emptyForm: FormData = {};

const Note = styled.p`
  flex-basis: 100%;
  margin: 0;
`;

export function VerifyForm({ offerId, userId }: { offerId: LinkId; userId: LinkId }) {
  const screen = useScreen('identity/verify');
  const verify = useVerifyContact();
  const storeSession = useSetAtom(storeVerifiedSessionAtom);
  const markLocked = useSetAtom(markLockedAtom);
  const setNotice = useSetAtom(sessionNoticeAtom);
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  // A new key remounts the form: "verified false clears the form".
  const [formKey, setFormKey] = useState(0);
  const [bannerKey, setBannerKey] = useState<number | null>(null);
  useFocusHeading(true);

  const onSubmit = async (formData: FormData) => {
    setFailed(false);
    setBannerKey(null);
    try {
      const response = await verify.mutateAsync(verifyFormToPayload(formData, { offerId, userId }));
      const outcome = verifyOutcome(response);
      if (outcome === 'locked') {
        markLocked();
        void navigate('/account-locked');
      } else if (outcome === 'verified') {
        storeSession({
          csrfToken: response.csrfToken ?? null,
          borrowerId: response.borrowerId ?? null,
          applicationId: response.applicationId ?? null,
          loanId: response.loanId ?? null,
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
      {failed && <Alert title={texts.loanNotFoundTitle}>{texts.loanNotFoundText}</Alert>}
      <FormScreen
        key={formKey}
        screen={screen}
        formData={emptyForm}
        onSubmit={onSubmit}
        busy={verify.isPending}
        actions={
          <>
            <Button type="submit" disabled={verify.isPending}>
              {verify.isPending ? texts.verifying : texts.verify}
            </Button>
            <Note>{texts.duration}</Note>
          </>
        }
      />
      {bannerKey !== null && <ErrorBanner key={bannerKey} onHide={() => setBannerKey(null)} />}
    </FormSurface>
  );
}

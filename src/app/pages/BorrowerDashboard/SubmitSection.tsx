import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { LinkId } from '../../../shared/api';
import type { DashboardBorrower } from '../../../shared/api/generated/types';
import { isApiError, isUnauthorized } from '../../api/api-error';
import { useSubmit } from '../../api/hooks/useSubmit';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { ErrorBanner } from '../../components/ErrorBanner';
import { successPath } from '../../routing/paths';
import { canSubmit, hasCurrentEmployerOnFile } from './logic/dashboard-rules';
import { borrowerDashboardMessages } from '../../generated/messages/borrower-dashboard';
import { useMessages } from '../../i18n/use-messages';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem;
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.mutedText};
  }
`;

export interface SubmitSectionProps {
  offerId: LinkId;
  borrowers: readonly DashboardBorrower[];
  submitted: boolean;
}

/**
 * Submit: enabled when every application is Completed. Without a current employer on file for
 * anyone it shows the Missing Current Employer dialog instead; a call error keeps the user here.
 */
export function SubmitSection({ offerId, borrowers, submitted }: SubmitSectionProps) {
  const t = useMessages(borrowerDashboardMessages);
  const submit = useSubmit();
  const navigate = useNavigate();
  const [missingEmployer, setMissingEmployer] = useState(false);
  const [bannerKey, setBannerKey] = useState<number | null>(null);
  const enabled = canSubmit(borrowers, submitted);

  const onSubmit = async () => {
    setBannerKey(null);
    if (!hasCurrentEmployerOnFile(borrowers)) {
      setMissingEmployer(true);
      return;
    }
    try {
      await submit.mutateAsync({ offerId });
      void navigate(successPath);
    } catch (error) {
      if (isUnauthorized(error)) return;
      if (isApiError(error) && error.code === 'MISSING_CURRENT_EMPLOYER') setMissingEmployer(true);
      else setBannerKey(Date.now());
    }
  };

  return (
    <Bar>
      {submitted ? (
        <p role="status">{t('submitted')}</p>
      ) : (
        <>
          <Button type="button" disabled={!enabled || submit.isPending} onClick={() => void onSubmit()}>
            {submit.isPending ? t('submitting') : t('submit')}
          </Button>
          {!enabled && <p>{t('submitHint')}</p>}
        </>
      )}
      <Dialog
        open={missingEmployer}
        onClose={() => setMissingEmployer(false)}
        title={t('missingEmployerTitle')}
        description={t('missingEmployerText')}
        closeLabel={t('close')}
      />
      {bannerKey !== null && <ErrorBanner key={bannerKey} onHide={() => setBannerKey(null)} />}
    </Bar>
  );
}

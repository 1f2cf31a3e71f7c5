import { useState } from 'react';
import { isUnauthorized } from '../../api/api-error';
import { useReviewedOffer } from '../../api/hooks/useReviewedOffer';
import { Dialog } from '../../components/Dialog';
import { ErrorBanner } from '../../components/ErrorBanner';
import { borrowerDashboardMessages } from '../../generated/messages/borrower-dashboard';
import { useMessages } from '../../i18n/use-messages';

/** Welcome Back! after an offer reset; closing it marks the offer reviewed by the logged-in borrower. */
export function WelcomeBack({ borrowerId }: { borrowerId: number | null }) {
  const t = useMessages(borrowerDashboardMessages);
  const [open, setOpen] = useState(true);
  const [bannerKey, setBannerKey] = useState<number | null>(null);
  const markReviewed = useReviewedOffer();

  const onClose = () => {
    setOpen(false);
    if (borrowerId == null) return;
    markReviewed.mutate(
      { borrowerId },
      { onError: (error) => (isUnauthorized(error) ? undefined : setBannerKey(Date.now())) },
    );
  };

  return (
    <>
      <Dialog
        open={open}
        onClose={onClose}
        title={t('welcomeBackTitle')}
        description={t('welcomeBackText')}
        closeLabel={t('close')}
      />
      {bannerKey !== null && <ErrorBanner key={bannerKey} onHide={() => setBannerKey(null)} />}
    </>
  );
}

import { useState } from 'react';
import { isUnauthorized } from '../../api/api-error';
import { useReviewedOffer } from '../../api/hooks/useReviewedOffer';
import { Dialog } from '../../components/Dialog';
import { ErrorBanner } from '../../components/ErrorBanner';
import { dashboardTexts as texts } from './texts';

/** Welcome Back! after an offer reset; closing it marks the offer reviewed by the logged-in borrower. */
export function WelcomeBack({ borrowerId }: { borrowerId: number | null }) {
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
        title={texts.welcomeBackTitle}
        description={texts.welcomeBackText}
        closeLabel={texts.close}
      />
      {bannerKey !== null && <ErrorBanner key={bannerKey} onHide={() => setBannerKey(null)} />}
    </>
  );
}

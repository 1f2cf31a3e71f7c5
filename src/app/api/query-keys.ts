/** Cached data tags (portal-journey section 7) used as react-query key heads. */
export const tags = {
  offerData: 'OfferData',
  offerStatus: 'OfferStatus',
  dashboardData: 'DashboardData',
  borrowerData: 'BorrowerData',
  featureFlag: 'FeatureFlag',
} as const;
import type { LinkId } from '../../shared/api';

export const queryKeys = {
  offer: (offerId: LinkId | null, userId: LinkId | null) => [tags.offerData, offerId, userId] as const,
  borrowerData: (applicationId: number | null) => [tags.borrowerData, applicationId] as const,
  dashboard: (offerId: LinkId | null) => [tags.dashboardData, offerId] as const,
};

/** Tags a successful update refreshes: borrower data, dashboard and offer status. */
export const tagsRefreshedByUpdates = [tags.borrowerData, tags.dashboardData, tags.offerStatus] as const;

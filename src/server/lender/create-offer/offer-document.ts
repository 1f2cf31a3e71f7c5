import type { CreateOfferBody } from '../../../shared/api/generated/types';

/** The CreateOffer body: one whole offer as the lender's offer service sends it; its parts by name. */
export type OfferDocument = CreateOfferBody;
export type OfferBorrower = OfferDocument['borrowers'][number];
export type OfferProperty = NonNullable<OfferDocument['properties']>[number];
export type OfferAddress = OfferProperty['address'];

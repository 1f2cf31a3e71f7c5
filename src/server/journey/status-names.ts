import type { ApplicationStatusName, ReviewStatusName } from '../../shared/api/journey';

export const COMPLETED = 3;
export const DONE = 3;

/** Offer status ranks (portal-journey section 4). */
export const OfferStatus = { NEW: 1, ACCESSED: 2, IN_PROGRESS: 3, SUBMITTED: 4, INVALID: 5, PENDING_CONSENT: 6 } as const;

const APPLICATION: Record<number, ApplicationStatusName> = { 1: 'To Do', 2: 'In Progress', 3: 'Completed' };
const REVIEW: Record<number, ReviewStatusName> = { 1: 'To Do', 2: 'In Progress', 3: 'Done' };

export const applicationStatusName = (id: number): ApplicationStatusName => APPLICATION[id] ?? 'To Do';
export const reviewStatusName = (id: number): ReviewStatusName => REVIEW[id] ?? 'To Do';

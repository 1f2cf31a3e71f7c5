/** Offer status polling on the dashboard: every 60 s (portal-journey section 9). */
export const offerStatusPollMs = 60_000;

/** Polls only while the window has focus; react-query's refetchInterval takes false as "paused". */
export function offerStatusRefetchInterval(windowFocused: boolean): number | false {
  return windowFocused ? offerStatusPollMs : false;
}

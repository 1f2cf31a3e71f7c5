/** What a route may declare beside its page, in its `handle`. */
export interface RouteHandle {
  /**
   * Loads what the page's first render needs beyond its module (a screen's definition, say), for a start that draws
   * the page over the server's frame of it: without it, that render would be a spinner the frame did not show.
   */
  preload?: (pathname: string, locale: string) => Promise<void>;
}

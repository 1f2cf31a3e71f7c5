/**
 * Replaces the current history entry's URL without a navigation (the screen is about to navigate on), so Back
 * returns to the saved record's edit route (e.g. /info/add-work -> /info/edit-work/123). The router's own state of
 * the entry is kept, so it reads the new URL when the user comes back to it.
 */
export function replaceUrl(path: string): void {
  window.history.replaceState(window.history.state, '', path);
}

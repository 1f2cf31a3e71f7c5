import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { mainContentId } from '../layout/SkipLink';

/**
 * For pages whose h1 is rendered by another component (the form runtime): after a client-side
 * navigation, move focus to the page heading once `ready` is true.
 */
export function useFocusHeading(ready: boolean): void {
  const location = useLocation();
  useEffect(() => {
    if (!ready || location.key === 'default') return;
    const heading = document.querySelector<HTMLElement>(`#${mainContentId} h1`);
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus();
  }, [ready, location.key]);
}

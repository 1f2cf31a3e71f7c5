import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { currentOriginationCsrf, logoutSession, refreshSession } from '../api/session-calls';
import { sessionTimeoutPath } from '../routing/paths';
import {
  activityEvents,
  defaultIdleLimits,
  idleCheckEveryMs,
  isIdle,
  onActivity,
  startClock,
  type IdleLimits,
} from './logic/idle-timer';

/**
 * The guarded layouts' idle timer: mouse, click, scroll and key activity keep the session (refreshing
 * the server's at most once a minute); more than 300 s without any logs out (best effort), sets the
 * verified flag false and shows /session-timeout.
 */
export function useIdleSession(limits: IdleLimits = defaultIdleLimits): void {
  const navigate = useNavigate();
  const actions = useRef({ navigate });
  actions.current = { navigate };

  useEffect(() => {
    let clock = startClock(Date.now());
    let ended = false;
    const check = () => {
      if (ended || !isIdle(clock, Date.now(), limits)) return false;
      ended = true;
      const csrf = currentOriginationCsrf();
      // Leave first (the page's polling stops with it), then end the server session. The
      // session-timeout page clears the verified flag once shown: cleared here, this layout's
      // guard would race the navigation and send the user to /verify instead.
      void Promise.resolve(actions.current.navigate(sessionTimeoutPath, { replace: true })).then(() => logoutSession(csrf));
      return true;
    };
    const onEvent = () => {
      // A throttled background tab may not have run the check: activity after the limit still times out.
      if (ended || check()) return;
      const next = onActivity(clock, Date.now(), limits);
      clock = next.clock;
      if (next.refresh) refreshSession().catch(() => undefined);
    };
    for (const name of activityEvents) window.addEventListener(name, onEvent, { passive: true, capture: true });
    const timer = window.setInterval(check, idleCheckEveryMs);
    return () => {
      for (const name of activityEvents) window.removeEventListener(name, onEvent, { capture: true });
      window.clearInterval(timer);
    };
  }, [limits]);
}

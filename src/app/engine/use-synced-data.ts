import { useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { deepEquals } from '@rjsf/utils';

export interface SyncedData<T> {
  /** The latest data: what the form holds, ahead of the last render while the user types. */
  readonly current: T;
  /** Records data the form already holds (the user's own change), without rendering again. */
  keep(next: T): void;
  /** Records data and renders again, handing it to the form. */
  show(next: T): void;
  /**
   * Hands `next` in place of `held`, the data the form holds. When the form was last rendered with data equal to
   * `next`, handing it would look unchanged to rjsf, so the form is first rendered with `held`.
   */
  replace(held: T, next: T): void;
  /** Renders at once when the form was last rendered with older data than `current`. */
  catchUp(): void;
}

/**
 * Local form data seeded from `source`. The local copy survives re-renders and failed saves, and is replaced only
 * when `source` changes in content (e.g. the server answered with the updated profile).
 *
 * A change the form made itself may be only recorded (`keep`): rendering the form again to hand it back its own data
 * makes rjsf derive its whole state from props a second time, for every keystroke. Every render hands the latest data,
 * so rjsf never takes older data for the parent's.
 */
export function useSyncedData<T>(source: T): SyncedData<T> {
  const [state, setState] = useState({ source, data: source });
  const latest = useRef({ shown: state.data, data: state.data });
  const rendered = useRef(state.data);
  const pending = useRef<{ next: T } | null>(null);
  let shown = state.data;
  if (state.source !== source && !deepEquals(state.source, source)) {
    shown = source;
    setState({ source, data: source });
  }
  // Data rendered anew (seeded, replaced by `source`, or shown) is the latest from then on.
  if (latest.current.shown !== shown) latest.current = { shown, data: shown };
  const handed = latest.current.data;
  const show = (next: T) => {
    latest.current = { shown: next, data: next };
    setState((s) => ({ ...s, data: next }));
  };
  useLayoutEffect(() => {
    rendered.current = handed;
    const replacing = pending.current;
    pending.current = null;
    if (replacing) show(replacing.next);
  });
  return {
    get current() {
      return latest.current.data;
    },
    keep(next: T) {
      latest.current = { ...latest.current, data: next };
    },
    show,
    replace(held: T, next: T) {
      if (!deepEquals(next, rendered.current)) return show(next);
      pending.current = { next };
      show(held);
    },
    catchUp() {
      if (latest.current.data !== rendered.current) flushSync(() => show(latest.current.data));
    },
  };
}

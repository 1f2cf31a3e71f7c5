import { useEffect, useState } from 'react';

function hasFocusNow(): boolean {
  return typeof document !== 'undefined' && document.hasFocus();
}

/** Whether the browser window has focus now (document.hasFocus, then the window's focus and blur events). */
export function useWindowFocused(): boolean {
  const [focused, setFocused] = useState(hasFocusNow);
  useEffect(() => {
    const onFocus = () => setFocused(true);
    const onBlur = () => setFocused(false);
    window.addEventListener('focus', onFocus);
    window.addEventListener('blur', onBlur);
    setFocused(hasFocusNow());
    return () => {
      window.removeEventListener('focus', onFocus);
      window.removeEventListener('blur', onBlur);
    };
  }, []);
  return focused;
}

import { useState } from 'react';

/** True from the first time `open` is true: a lazily loaded dialog mounts then and stays, so closing runs Radix's own focus return. */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

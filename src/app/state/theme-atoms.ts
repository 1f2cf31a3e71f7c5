import { atomWithStorage } from 'jotai/utils';
import type { ColorMode } from '../theme/theme';

/** Light/dark switch, default light; remembered in this browser. */
export const colorModeAtom = atomWithStorage<ColorMode>('colorMode', 'light', undefined, { getOnInit: true });

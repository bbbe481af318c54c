import { useMediaQuery } from '@atelier/ui';

/** The shell's phone layout (bottom dock) starts below 768 px. */
export const PHONE_QUERY = '(max-width: 767px)';

/** True while the viewport is phone-sized. */
export const useIsPhone = (): boolean => useMediaQuery(PHONE_QUERY);

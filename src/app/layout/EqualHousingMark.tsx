import { layoutMessages } from '../generated/messages/layout';
import { useMessages } from '../i18n/use-messages';

/** Equal housing lender mark (house outline with the equals sign). */
export function EqualHousingMark() {
  const t = useMessages(layoutMessages);
  return (
    <svg role="img" aria-label={t('equalHousingLender')} width="40" height="40" viewBox="0 0 40 40">
      <path d="M20 4 3 16h4v18h26V16h4z" fill="none" stroke="currentColor" strokeWidth="3" />
      <rect x="13" y="19" width="14" height="3" fill="currentColor" />
      <rect x="13" y="25" width="14" height="3" fill="currentColor" />
    </svg>
  );
}

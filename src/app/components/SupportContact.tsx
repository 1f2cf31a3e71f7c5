import { supportEmail, supportPhone } from '../config/contact';
import { componentTexts } from './texts';

/** The support line and mailbox, as every landing and error page gives them. */
export function SupportContact({ withEmail = true }: { withEmail?: boolean }) {
  return (
    <p>
      {componentTexts.supportLead} <a href={supportPhone.href}>{supportPhone.display}</a>
      {withEmail && (
        <>
          {' '}
          {componentTexts.supportEmailLead} <a href={supportEmail.href}>{supportEmail.display}</a>
        </>
      )}
      .
    </p>
  );
}

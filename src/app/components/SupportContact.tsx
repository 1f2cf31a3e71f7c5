import { supportEmail, supportPhone } from '../config/contact';
import { componentsMessages } from '../generated/messages/components';
import { useMessages } from '../i18n/use-messages';

/** The support line and mailbox, as every landing and error page gives them. */
export function SupportContact() {
  const t = useMessages(componentsMessages);
  return (
    <p>
      {t.rich('supportCallOrEmail', {
        phone: (
          <a key="phone" href={supportPhone.href}>
            {supportPhone.display}
          </a>
        ),
        email: (
          <a key="email" href={supportEmail.href}>
            {supportEmail.display}
          </a>
        ),
      })}
    </p>
  );
}

import { supportEmail, supportPhone } from '../config/contact';
import { componentsMessages } from '../generated/messages/components';
import { useMessages } from '../i18n/use-messages';

/** The support line as a link: the `{phone}` argument of the messages that give it. */
export const supportPhoneLink = (
  <a key="phone" href={supportPhone.href}>
    {supportPhone.display}
  </a>
);

/** The support line and mailbox, as every landing and error page gives them. */
export function SupportContact() {
  const t = useMessages(componentsMessages);
  return (
    <p>
      {t.rich('supportCallOrEmail', {
        phone: supportPhoneLink,
        email: (
          <a key="email" href={supportEmail.href}>
            {supportEmail.display}
          </a>
        ),
      })}
    </p>
  );
}

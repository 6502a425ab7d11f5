/** Mail: SMTP server, port, security, user, write-only password, sender; then a test message. */
import { useStore } from '@nanostores/react';
import { MAIL_SECURITY, type MailSecurity } from '@armatura/shared-libs/contracts';
import { useConfigurationT } from '../../features/configuration/configuration-texts';
import { mailSection as section } from '../../features/configuration/sections';
import { BoundNumber, BoundSecret, BoundSelect, BoundText } from './bound-fields';
import { SectionFrame } from './SectionFrame';
import { TestMailPanel } from './TestMailPanel';

const SECURITY_TEXT = {
  none: 'securityNone',
  starttls: 'securityStarttls',
  tls: 'securityTls',
} as const satisfies Record<MailSecurity, string>;

export function MailSection() {
  const t = useConfigurationT();
  const saved = useStore(section.$saved);
  const choices = MAIL_SECURITY.map((id) => ({ id, name: t(SECURITY_TEXT[id]) }));
  return (
    <SectionFrame id="mail" title={t('tabMail')} section={section} after={<TestMailPanel />}>
      <BoundText
        section={section}
        field="host"
        label={t('smtpHost')}
        description={t('smtpHostHint')}
      />
      <BoundNumber section={section} field="port" label={t('smtpPort')} minValue={1} />
      <BoundSelect
        section={section}
        field="security"
        label={t('smtpSecurity')}
        choices={choices}
        toKey={(value?: MailSecurity) => value ?? 'none'}
        toValue={(key) => key as MailSecurity}
      />
      <BoundText section={section} field="user" label={t('smtpUser')} autoComplete="off" />
      <BoundSecret
        section={section}
        field="password"
        label={t('smtpPassword')}
        isSet={saved?.passwordSet ?? false}
      />
      <BoundText section={section} field="senderName" label={t('senderName')} />
      <BoundText
        section={section}
        field="senderEmail"
        label={t('senderEmail')}
        type="email"
        isRequired
      />
    </SectionFrame>
  );
}

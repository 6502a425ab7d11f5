// /kokpit/konfiguracja/powiadomienia: the mail templates (Pages.Notification), the e-mail log
// (Pages.Notification.EmailLog) and the contact messages (Pages.Contacts) as tabs; each tab only for
// who holds its permission (the server checks again).
import { useIsGranted } from '@armatura/shared-libs/permissions';
import { EmptyState, Tab, TabList, TabPanel, Tabs } from '@armatura/shared-libs/ui';
import { useToolsT } from '../../features/texts/admin-tools-texts';
import { useTemplatesT } from '../../features/texts/mail-templates-texts';
import { ContactsPanel } from './ContactsPanel';
import { EmailLogPanel } from './EmailLogPanel';
import { TemplatesPanel } from './TemplatesPanel';
import * as s from '../../features/email-log/tools.module.css';

export default function NotificationsScreen() {
  const t = useToolsT();
  const tt = useTemplatesT();
  const mayEditTemplates = useIsGranted('Pages.Notification');
  const mayReadLog = useIsGranted('Pages.Notification.EmailLog');
  const mayReadContacts = useIsGranted('Pages.Contacts');
  // The log stays the first tab for who reads it (what staff open this screen for most).
  const first = mayReadLog ? 'log' : mayEditTemplates ? 'templates' : 'contacts';
  return (
    <div className={s.screen}>
      <h1>{t('notificationsTitle')}</h1>
      {!mayEditTemplates && !mayReadLog && !mayReadContacts && (
        <EmptyState title={t('noSections')} />
      )}
      {(mayEditTemplates || mayReadLog || mayReadContacts) && (
        <Tabs defaultSelectedKey={first}>
          <TabList aria-label={t('notificationsTitle')}>
            {mayReadLog && <Tab id="log">{t('emailLogTab')}</Tab>}
            {mayEditTemplates && <Tab id="templates">{tt('templatesTab')}</Tab>}
            {mayReadContacts && <Tab id="contacts">{t('contactsTab')}</Tab>}
          </TabList>
          {mayReadLog && (
            <TabPanel id="log">
              <EmailLogPanel />
            </TabPanel>
          )}
          {mayEditTemplates && (
            <TabPanel id="templates">
              <TemplatesPanel />
            </TabPanel>
          )}
          {mayReadContacts && (
            <TabPanel id="contacts">
              <ContactsPanel />
            </TabPanel>
          )}
        </Tabs>
      )}
    </div>
  );
}
